import type { AgreementValues, TemplateDetail } from "@app/contracts";
import { fieldShown, logicValues } from "@app/documents";
import { Alert, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, type KeyboardEvent, type ReactNode, useCallback, useMemo, useState } from "react";
import { READABLE_ALERT } from "../../../components/readable-alert";
import { isLanguage } from "../../../lib/language";
import { useTranslation } from "../../../lib/use-translation";
import { useTemplateDetail } from "../api/use-template-detail";
import { groupFields } from "../model/field-groups";
import { withAnswer } from "../model/group-values";
import { sharedErrors, sharedFields, sharedValues } from "../model/shared-fields";
import { FieldInput } from "./field-input";
import { GroupField } from "./group-field";

type Value = AgreementValues[string];

/** What the bulk page hands the form (its «Per ogni contatto» slot, issue 48 §3). */
export interface SharedAnswersProps {
  templateId: number;
  /** The party each contact fills: its own fields are not asked here. */
  party: string;
  /** The batch's other choices and its submit button, inside the form. */
  footer: ReactNode;
  /** Called only once every shared answer passes the compile screen's checks. */
  onSubmit: (values: AgreementValues) => void;
}

/**
 * The answers given once for every agreement of a batch drafted from contacts: the template's
 * questions but the chosen party's, in the compile screen's steps (one per `field_set`), with its
 * inputs, its conditions and its checks. A submit with a wrong or missing answer shows every
 * message and takes the focus to the first one.
 */
export function SharedAnswersForm(props: SharedAnswersProps) {
  const { t } = useTranslation();
  const template = useTemplateDetail(props.templateId);
  if (template.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t("agreementEditor.shared.loading")}</Text>
      </Group>
    );
  if (template.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t("agreementEditor.shared.loadError")}
      </Text>
    );
  return <SharedAnswers {...props} template={template.data} />;
}

function SharedAnswers({
  template,
  party,
  footer,
  onSubmit,
}: SharedAnswersProps & { template: TemplateDetail }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  const [values, setValues] = useState<AgreementValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);

  const groups = useMemo(() => groupFields(sharedFields(template, party)), [template, party]);
  const scope = useMemo(() => logicValues(template.fields, values), [template.fields, values]);
  const live = useMemo(
    () => sharedErrors(template, party, values, language),
    [template, party, values, language],
  );
  const errors = useMemo(
    () => (showAll ? live : Object.fromEntries(Object.entries(live).filter(([key]) => touched.has(key)))),
    [live, showAll, touched],
  );

  const change = useCallback(
    (slug: string, value: Value) => setValues((v) => withAnswer(v, slug, value)),
    [],
  );
  // Checked once left, as on the compile screen: a first entry is not scolded letter by letter.
  const touch = useCallback(
    (slug: string) => setTouched((set) => (set.has(slug) ? set : new Set(set).add(slug))),
    [],
  );
  const ignore = useCallback(() => {}, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const first = Object.keys(live)[0];
    if (first === undefined) {
      onSubmit(sharedValues(template, party, values));
      return;
    }
    setShowAll(true);
    focusAnswer(first);
  };
  const wrong = showAll ? Object.keys(live).length : 0;

  return (
    // Enter in a field starts no batch of many contracts: only the footer's button submits.
    <form noValidate onSubmit={submit} onKeyDown={keepEnterInField}>
      <Stack gap="md">
        {groups.length === 0 && <Text size="sm">{t("agreementEditor.shared.none")}</Text>}
        {groups.map((group) => {
          const shown = group.fields.filter((field) => fieldShown(field, scope));
          if (shown.length === 0) return null;
          const headingId = `shared-${group.key || "other"}`.replace(/\s+/g, "-");
          return (
            <Paper
              key={group.key}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-labelledby={headingId}
            >
              <Stack gap="sm">
                <Title order={3} size="h4" id={headingId}>
                  {group.key || t("agreementEditor.compile.otherFields")}
                </Title>
                {shown.map((field) =>
                  field.type === "group" ? (
                    <GroupField
                      key={field.slug}
                      field={field}
                      value={values[field.slug]}
                      party={template.parties.find((p) => p.slug === field.slug)}
                      scope={scope}
                      errors={errors}
                      onChange={change}
                      onFocus={ignore}
                      onBlur={touch}
                    />
                  ) : (
                    <FieldInput
                      key={field.slug}
                      field={field}
                      value={values[field.slug]}
                      error={errors[field.slug]}
                      onChange={change}
                      onFocus={ignore}
                      onBlur={touch}
                    />
                  ),
                )}
              </Stack>
            </Paper>
          );
        })}
        {wrong > 0 && (
          <Alert
            styles={READABLE_ALERT}
            color="red"
            role="alert"
            title={t("agreementEditor.shared.invalidTitle")}
          >
            {t("agreementEditor.shared.invalid", { count: wrong })}
          </Alert>
        )}
        {footer}
      </Stack>
    </form>
  );
}

function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && event.target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The focus on an answer's control, once React has drawn its message: the input itself, or the
 * first control of a choice (yes/no), or a group's «add» button when the group is short of items.
 */
function focusAnswer(key: string) {
  requestAnimationFrame(() => {
    const holder = document.getElementById(`field-${key}`) ?? document.getElementById(`group-${key}-add`);
    const control = holder?.matches("input, textarea, select, button")
      ? holder
      : holder?.querySelector<HTMLElement>("input:not([disabled]), textarea, select, button");
    control?.focus();
  });
}
