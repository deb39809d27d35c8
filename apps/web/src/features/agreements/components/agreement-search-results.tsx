import { Anchor, Box, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { Link } from "react-router";
import { pathTo } from "../../../app/paths";
import { formatDate } from "../../../lib/format-date";
import { useTranslation } from "../../../lib/use-translation";
import { AGREEMENT_SEARCH_LIMIT, useAgreementSearch } from "../api/agreement-list-api";
import { editPath } from "./agreement-card";
import { ValidityDot } from "./agreement-parts";

/**
 * The customer's own agreements that match a free search (spec §7: the search lists templates,
 * agreements and calculators; agreements by `date_last_modify` descending). Shown under the
 * templates on the search screen; nothing at all when none matches.
 */
export function AgreementSearchResults({ text }: { text: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const found = useAgreementSearch(text);
  if (!text || (found.isSuccess && found.data.count === 0)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="agreement-search-results">
      <Title order={2} size="h4" id={headingId} mb={4}>
        {t("agreements.search.title")}
      </Title>
      {found.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t("agreements.box.error")}
        </Text>
      ) : found.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={18} />
          <Skeleton height={18} />
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t("agreements.search.count", { count: found.data.count, text })}
          </Text>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {found.data.results.map((agreement) => (
              <Group key={agreement.id} component="li" gap="xs" wrap="nowrap" align="baseline">
                <ValidityDot isValid={agreement.is_valid} size={10} />
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={editPath(agreement.id)} style={{ overflowWrap: "anywhere" }}>
                    {agreement.title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[
                      agreement.template_title,
                      t("agreements.box.modified", { date: formatDate(agreement.date_last_modify) }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
          {found.data.count > AGREEMENT_SEARCH_LIMIT && (
            <Anchor component={Link} to={pathTo("customer-agreement-agreement-list")} size="sm">
              {t("agreements.box.all")}
            </Anchor>
          )}
        </Stack>
      )}
    </Box>
  );
}
