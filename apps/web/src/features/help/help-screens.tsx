import type { HelpSlug } from '@playline/contract/help';
import type { ComponentType } from 'react';
import { HelpPageScreen } from './components/help-page-screen';

export { ContactPage } from './components/contact-page';
export { HelpHomePage } from './components/help-home-page';

const screens = new Map<HelpSlug, ComponentType>();

/** The screen of one help page; one component per slug, made once, so the router can keep it between renders. */
export function helpPageScreen(slug: HelpSlug): ComponentType {
  let screen = screens.get(slug);
  if (!screen) {
    screen = () => <HelpPageScreen slug={slug} />;
    screen.displayName = `HelpPage(${slug})`;
    screens.set(slug, screen);
  }
  return screen;
}
