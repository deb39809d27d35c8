/**
 * `styles` for a light Alert whose coloured title and text would fall short of AA contrast: the
 * icon and the tint carry the colour, the words stay in the text colour.
 */
export const READABLE_ALERT = {
  title: { color: "var(--mantine-color-text)" },
  message: { color: "var(--mantine-color-text)" },
};
