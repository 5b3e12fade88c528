/**
 * Staff roles and what each may do (issue 22, decision 027). Every operator endpoint names one permission; the
 * server guards it, the back office hides what a role lacks, and a test calls every endpoint with every role.
 * Zod-free: the back office's first load reads these.
 */
export const PERMISSIONS = {
  'account.self': 'Sign in, see and secure their own account',
  'dashboard.read': 'See the live dashboard',
  'players.read': 'Find players and see their account, bets and play (ids and logins)',
  'players.pii': "See a player's name, e-mail, date of birth and country",
  'players.kyc': "Set a player's identity-check status",
  'players.lock': 'Lock and unlock an account, log a player out everywhere',
  'players.exclusions': 'Apply a time-out or self-exclusion a player asked for',
  'players.notes': 'Add notes to a player',
  'players.notify': 'Send notifications to a player or a group, change groups',
  'wallet.adjust': "Credit or debit a player's balance with a reason",
  'wallet.approve': "Approve another person's balance adjustment above the threshold",
  'withdrawals.review': 'Approve or reject withdrawals',
  'support.chat': 'Answer players in chat and read contact messages',
  'trading.settle': 'Settle events by hand',
  'finance.reports': "Read the ledger's checks and the house's economics",
  'system.read': "Read an instance's hub and the development outbox",
  'audit.read': 'Read the audit log',
  'staff.manage': 'Create staff accounts and API keys, change roles, revoke',
} as const;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

const ALL = PERMISSION_NAMES;
const EVERYONE: Permission[] = ['account.self', 'dashboard.read'];

export const ROLE_PERMISSIONS = {
  owner: ALL,
  /** Everything but managing who has access: only an owner creates staff and keys. */
  admin: ALL.filter((permission) => permission !== 'staff.manage'),
  /** Trading needs events, liability and player ids — never who the player is. */
  trader: [...EVERYONE, 'players.read', 'trading.settle', 'finance.reports'],
  support: [
    ...EVERYONE,
    'players.read',
    'players.pii',
    'players.lock',
    'players.exclusions',
    'players.notes',
    'players.notify',
    'support.chat',
  ],
  content: [...EVERYONE, 'players.notify'],
  finance: [
    ...EVERYONE,
    'players.read',
    'players.pii',
    'players.kyc',
    'players.notes',
    'wallet.adjust',
    'wallet.approve',
    'withdrawals.review',
    'finance.reports',
  ],
  shopManager: [...EVERYONE, 'players.read', 'players.pii', 'players.notes'],
} as const satisfies Record<string, readonly Permission[]>;

export type StaffRole = keyof typeof ROLE_PERMISSIONS;
export const STAFF_ROLES = Object.keys(ROLE_PERMISSIONS) as StaffRole[];

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  trader: 'Trader',
  support: 'Support',
  content: 'Content',
  finance: 'Finance',
  shopManager: 'Shop manager',
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role] as readonly Permission[]).includes(permission);
}
