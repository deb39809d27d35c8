import type { CalculatorDetail, CalculatorUpdateBody } from "@app/contracts";
import { Badge, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export type PublishedFacts = Pick<
  CalculatorDetail,
  "version" | "published_at" | "has_unpublished_changes" | "versions"
>;

const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : "it-IT", {
    dateStyle: "short",
    timeZone: "Europe/Rome",
  }).format(new Date(iso));

/** "Version 3 published on 25/11/2026", and whether what is written is ahead of it. */
export function VersionFacts({ facts }: { facts: PublishedFacts | null }) {
  const { t, i18n } = useTranslation();
  if (!facts || facts.version === 0 || !facts.published_at) return null;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t("editorCalculators.versions.published", {
          version: facts.version,
          date: day(facts.published_at, i18n.language),
        })}
      </Text>
      {facts.has_unpublished_changes && (
        <Badge variant="dot" color="orange" radius="sm" style={{ maxWidth: "none" }}>
          {t("editorCalculators.versions.unpublished")}
        </Badge>
      )}
    </>
  );
}

/** A save's body without its status: saving a public calculator publishes nothing. */
export function withoutStatus<T extends CalculatorUpdateBody>(body: T): Omit<T, "status"> {
  const { status: _status, ...rest } = body;
  return rest;
}
