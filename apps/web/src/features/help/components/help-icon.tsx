import type { HelpSlug } from '@playline/contract/help';
import {
  BookOpen,
  CircleHelp,
  Cookie,
  CreditCard,
  FileText,
  Gift,
  HeartHandshake,
  Landmark,
  type LucideIcon,
  Mail,
  ShieldCheck,
  Tv,
} from 'lucide-react';

const ICONS: Record<HelpSlug, LucideIcon> = {
  faq: CircleHelp,
  'betting-rules': BookOpen,
  'bonus-rules': Gift,
  'payment-methods': CreditCard,
  'responsible-gambling': HeartHandshake,
  'live-streaming': Tv,
  tax: Landmark,
  terms: FileText,
  privacy: ShieldCheck,
  'cookie-policy': Cookie,
  'contact-us': Mail,
};

/** A help page's icon (a page the web does not know yet gets the generic one). */
export function HelpIcon({ slug, size = 22 }: { slug: string; size?: number }) {
  const Icon = (ICONS as Record<string, LucideIcon | undefined>)[slug] ?? CircleHelp;
  return <Icon size={size} aria-hidden="true" />;
}
