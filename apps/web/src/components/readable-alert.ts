/**
 * `styles` for a light Alert whose coloured title and text would fall short of AA contrast: the
 * icon and the tint carry the colour, the words stay in the text colour.
 */
export const READABLE_ALERT = {
  title: { color: "var(--mantine-color-text)" },
  message: { color: "var(--mantine-color-text)" },
};

/**
 * The orange of outline badges' small bold text (a request, a pending invitation): Mantine's
 * darkest orange (#d9480f) reaches only 4.29:1 on white, short of AA's 4.5:1; this one 5.2:1.
 */
export const READABLE_ORANGE = "#c2410c";
