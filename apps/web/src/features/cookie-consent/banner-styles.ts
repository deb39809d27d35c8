// Mantine styles of the banner and the privacy page's choice beyond the first load's
// (app/base-styles.ts). The settings dialog loads the full set (lib/query-provider's).
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Radio.layer.css";
