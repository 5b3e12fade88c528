import type { NavIcon as NavIconName } from '@playline/contract/navigation';
import {
  Activity,
  CalendarDays,
  ChartColumn,
  Cherry,
  CircleHelp,
  Gamepad2,
  Gift,
  Heart,
  type LucideIcon,
  Radio,
  Store,
  Ticket,
  Trophy,
  Video,
  Zap,
} from 'lucide-react';

/** The contract names icons; the web maps each name onto a tree-shaken lucide component. */
const ICONS: Record<NavIconName, LucideIcon> = {
  trophy: Trophy,
  radio: Radio,
  calendar: CalendarDays,
  cherry: Cherry,
  video: Video,
  gamepad: Gamepad2,
  gift: Gift,
  chart: ChartColumn,
  activity: Activity,
  help: CircleHelp,
  store: Store,
  heart: Heart,
  zap: Zap,
  ticket: Ticket,
};

export function NavIcon({ name, size = 22 }: { name: NavIconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
