// Mantine's mixins and rem() helpers for the few CSS modules the app has.
module.exports = {
  plugins: {
    "postcss-preset-mantine": {},
  },
};
