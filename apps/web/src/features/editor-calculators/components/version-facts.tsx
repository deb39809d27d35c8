import type { CalculatorDetail, CalculatorUpdateBody } from "@app/contracts";
import { Badge, Text } from "@mantine/core";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";

export type PublishedFacts = Pick<
  CalculatorDetail,
  "version" | "published_at" | "has_unpublished_changes" | "versions"
>;

/** "Version 3 published on 25/11/2026", and whether what is written is ahead of it. */
export function VersionFacts({ facts }: { facts: PublishedFacts | null }) {
  const { t } = useTranslation();
  if (!facts || facts.version === 0 || !facts.published_at) return null;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t("editorCalculators.versions.published", {
          version: facts.version,
          date: formatDate(facts.published_at),
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
