import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { LegalBlock, LegalDocument, TextValues } from "../legal-content";
import classes from "./legal-document.module.css";
import { RichText } from "./rich-text";

function Block({ block, values }: { block: LegalBlock; values: TextValues }) {
  if (typeof block === "string") {
    return (
      <Text>
        <RichText text={block} values={values} />
      </Text>
    );
  }
  if ("list" in block) {
    return (
      <List spacing={6}>
        {block.list.map((item) => (
          <List.Item key={item}>
            <RichText text={item} values={values} />
          </List.Item>
        ))}
      </List>
    );
  }
  const [head = [], ...rows] = block.table;
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, index) => (
                // Cells of a row may repeat (e.g. two legal bases); the column is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={index}>
                  <RichText text={cell} values={values} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface LegalDocumentViewProps {
  title: string;
  document: LegalDocument;
  values: TextValues;
  /** Controls shown at the end of a section, keyed by section id (e.g. the cookie choice). */
  slots?: Partial<Record<string, ReactNode>>;
}

/** An information page: title, revision date, contents and numbered sections. */
export function LegalDocumentView({ title, document, values, slots = {} }: LegalDocumentViewProps) {
  const { t, i18n } = useTranslation();
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(
    new Date(`${document.updated}T12:00:00`),
  );
  return (
    <Stack gap="lg" className={classes.document}>
      <div>
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t("landing.legal.updated", { date: updated })}
        </Text>
      </div>
      {document.intro.map((block) => (
        <Block key={JSON.stringify(block)} block={block} values={values} />
      ))}
      <nav aria-labelledby="legal-contents-title">
        <Title order={2} size="h4" id="legal-contents-title" mb="xs">
          {t("landing.legal.contents")}
        </Title>
        <List listStyleType="none" spacing={4} className={classes.contents}>
          {document.sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {section.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {document.sections.map((section) => (
        <Stack key={section.id} gap="sm" component="section" aria-labelledby={section.id}>
          <Title order={2} size="h3" id={section.id} className={classes.section}>
            {section.heading}
          </Title>
          {section.blocks.map((block) => (
            <Block key={JSON.stringify(block)} block={block} values={values} />
          ))}
          {slots[section.id]}
        </Stack>
      ))}
    </Stack>
  );
}
