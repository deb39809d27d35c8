// Mantine styles the landing content pages use beyond the first load's (app/base-styles.ts).
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/List.layer.css";
import "@mantine/core/styles/SimpleGrid.layer.css";
import "@mantine/core/styles/Alert.layer.css";
