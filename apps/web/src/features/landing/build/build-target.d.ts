/** The resolved `build.target` of the Vite build (see build-target-plugin.ts). */
declare module "virtual:build-target" {
  const target: readonly string[];
  export default target;
}
