/**
 * What every menu of the app passes to Mantine's Menu. Mantine puts a focus placeholder
 * (role "presentation") first in an open menu, a child a menu may not have (axe:
 * aria-required-children, critical); without it, opening a menu focuses its first item, as the
 * WAI-ARIA menu button pattern has it. Set per menu, not in the theme: as a theme default, the
 * journey that picks a field in the template's text and types at once lost its first keystrokes
 * (why was not found; per menu it does not).
 */
export const MENU_PROPS = { withInitialFocusPlaceholder: false } as const;
