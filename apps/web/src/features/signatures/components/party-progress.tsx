import { Alert, List, Text } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { useTranslation } from "../../../lib/use-translation";
import type { PartyCoverage } from "../model/signature-verdict";

/** «Firmato da 2 parti su 3 — manca Anna Bianchi», with each party's own line. */
export function PartyProgress({ coverage, copies }: { coverage: PartyCoverage; copies: number }) {
  const { t } = useTranslation();
  if (copies === 0) return <Text size="sm">{t("signatures.parties.none")}</Text>;
  const count = coverage.parties.length;
  if (count === 0) return <Text size="sm">{t("signatures.parties.noFiscalCode")}</Text>;
  const complete = coverage.missing.length === 0;
  const summary = complete
    ? t("signatures.parties.all")
    : `${t("signatures.parties.progress", { count: coverage.signed, total: count })} — ${t(
        coverage.missing.length === 1 ? "signatures.parties.missing" : "signatures.parties.missingMany",
        { names: coverage.missing.join(", ") },
      )}`;
  return (
    <Alert
      styles={READABLE_ALERT}
      color={complete ? "green" : "orange"}
      icon={<IconUsers size={18} aria-hidden />}
      title={summary}
    >
      <List size="sm" spacing={0}>
        {coverage.parties.map((party) => (
          <List.Item key={party.party}>
            {party.name}: {t(party.signed ? "signatures.parties.signed" : "signatures.parties.notSigned")}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
