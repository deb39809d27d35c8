/**
 * Mantine's styles for the first paint of the public site, in Mantine's `mantine` cascade layer
 * (so the app's own CSS overrides them whatever the load order). The full set (200 KB of CSS,
 * mostly for screens a visitor never opens) arrives with the first area screen or account menu
 * (lib/query-provider.tsx); lazily loaded public screens import what they add (e.g.
 * features/landing/landing-styles.ts). A component used on the public site's first paint that
 * is missing here shows unstyled: add its `.layer.css` below.
 */
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/ThemeIcon.layer.css";
