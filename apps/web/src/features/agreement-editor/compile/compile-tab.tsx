import type { AgreementValues, TemplateNote, TemplateParty } from "@app/contracts";
import {
  type DocumentModel,
  fieldShown,
  logicValues,
  type RenderContext,
  requiredProgress,
  validateValues,
} from "@app/documents";
import { Button, Collapse, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconArrowRight, IconEye } from "@tabler/icons-react";
import { memo, type ReactNode, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useMediaMatch } from "../hooks/use-media-match";
import type { PartyBinding } from "../model/draft";
import { type FieldGroup, type GroupStatus, groupStatus } from "../model/field-groups";
import { notesForStep } from "../model/related-notes";
import type { ActiveField } from "./active-field";
import { FieldInput, type FieldInputProps } from "./field-input";
import { FieldNotes } from "./field-notes";
import { GroupField } from "./group-field";
import { LivePreview } from "./live-preview";
import classes from "./live-preview.module.css";
import type { PartyToolsSlot } from "./party-slot";
import { StepNav } from "./step-nav";

export interface CompileTabProps {
  groups: readonly FieldGroup[];
  step: number;
  onStepChange: (step: number) => void;
  values: AgreementValues;
  /** Slug → message to show now (live check once touched, or the server's answer). */
  errors: Readonly<Record<string, string>>;
  notesByField: ReadonlyMap<string, readonly TemplateNote[]>;
  model: DocumentModel;
  ctx: RenderContext;
  /** The field being compiled: the preview alone reads it. */
  activeField: ActiveField;
  onValueChange: FieldInputProps["onChange"];
  onFieldFocus: FieldInputProps["onFocus"];
  onFieldBlur: FieldInputProps["onBlur"];
  onGoToPreview: () => void;
  /** The party roles: a step that is a party's field group gets the address-book tools. */
  parties: readonly TemplateParty[];
  partyTools?: PartyToolsSlot;
  templateId: number;
  bindings: Readonly<Record<string, PartyBinding>>;
  onFillParty: (role: string, binding: PartyBinding) => void;
  onUnbindParty: (role: string) => void;
}

/** "N of M required fields" (issue 5), repainted only when a count changes. */
const ProgressSummary = memo(function ProgressSummary({ filled, total }: { filled: number; total: number }) {
  const { t } = useTranslation();
  const label = total
    ? t("agreementEditor.compile.progress", { filled, count: total })
    : t("agreementEditor.compile.noRequired");
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} aria-live="polite" data-testid="required-progress">
        {label}
      </Text>
      {total > 0 && (
        <Progress
          value={(filled / total) * 100}
          color={filled === total ? "teal" : "blue"}
          aria-label={t("agreementEditor.compile.progressLabel")}
          size="sm"
        />
      )}
    </Stack>
  );
});

/**
 * The compile tab: the fields step by step on one side, the contract taking shape on the other.
 * Memoised: the editor renders again for what the tab does not show (the unsaved-changes guard
 * set up after the first paint, a save's state), and the form is the screen's costliest part.
 */
export const CompileTab = memo(function CompileTab(props: CompileTabProps) {
  const { groups, step, onStepChange, values, errors, notesByField, model, ctx, activeField } = props;
  const { t } = useTranslation();
  const wide = useMediaMatch("(min-width: 62em)");
  const [previewOpen, preview] = useDisclosure(false);
  const group = groups[step];
  // A repeating party (a group field with its slug) is filled item by item in its cards.
  const party = group
    ? props.parties.find(
        (p) => p.field_set === group.key && !ctx.fields.some((f) => f.slug === p.slug && f.type === "group"),
      )
    : undefined;
  // The answers as conditions read them: which questions are asked now (issue 32).
  const scope = useMemo(() => logicValues(ctx.fields, values), [ctx.fields, values]);
  const shownFields = group?.fields.filter((field) => fieldShown(field, scope)) ?? [];
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step is announced by moving the focus to its title (not on first display).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepTitle.current?.focus();
  }, [step]);

  // The same array while no step's state changes, so the memoised step bar skips most keystrokes.
  const messages = useMemo(() => validateValues(ctx.fields, values), [ctx.fields, values]);
  const computed = groups.map((g) => groupStatus(g, values, messages, scope));
  const statusKey = JSON.stringify(computed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the content, not the array
  const statuses: readonly GroupStatus[] = useMemo(() => computed, [statusKey]);

  const progress = requiredProgress(ctx.fields, ctx.values);
  const notes = useMemo(
    () => notesForStep(group?.fields.map((f) => f.slug) ?? [], notesByField),
    [group, notesByField],
  );

  const livePreview: ReactNode = (
    <LivePreview model={model} ctx={ctx} activeField={activeField} values={values} />
  );

  const form = !group ? (
    <Text>{t("agreementEditor.compile.noFields")}</Text>
  ) : (
    <Stack gap="md">
      <ProgressSummary {...progress} />
      <StepNav groups={groups} statuses={statuses} step={step} onStepChange={onStepChange} />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="compile-step-title">
        <Stack gap="md">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t("agreementEditor.compile.step", { current: step + 1, total: groups.length })}
            </Text>
            <Title order={2} size="h4" id="compile-step-title" ref={stepTitle} tabIndex={-1}>
              {group.key || t("agreementEditor.compile.otherFields")}
            </Title>
          </div>
          {party &&
            props.partyTools?.({
              templateId: props.templateId,
              role: party.slug,
              values,
              binding: props.bindings[party.slug] ?? null,
              onFill: (binding) => props.onFillParty(party.slug, binding),
              onUnbind: () => props.onUnbindParty(party.slug),
            })}
          {shownFields.length === 0 && <Text c="dimmed">{t("agreementEditor.compile.noQuestions")}</Text>}
          {shownFields.map((field) => {
            if (field.type === "group")
              return (
                <GroupField
                  key={field.slug}
                  field={field}
                  value={values[field.slug]}
                  party={props.parties.find((p) => p.slug === field.slug)}
                  scope={scope}
                  errors={errors}
                  onChange={props.onValueChange}
                  onFocus={props.onFieldFocus}
                  onBlur={props.onFieldBlur}
                  partyTools={props.partyTools}
                  templateId={props.templateId}
                />
              );
            const fieldNotes = notes.get(field.slug);
            const notesId = fieldNotes ? `notes-${field.slug}` : undefined;
            return (
              <Stack key={field.slug} gap={6}>
                <FieldInput
                  field={field}
                  value={values[field.slug]}
                  error={errors[field.slug]}
                  describedBy={notesId}
                  onChange={props.onValueChange}
                  onFocus={props.onFieldFocus}
                  onBlur={props.onFieldBlur}
                />
                {fieldNotes && notesId && <FieldNotes id={notesId} notes={fieldNotes} />}
              </Stack>
            );
          })}
          <Group justify="space-between" mt="xs">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              disabled={step === 0}
              onClick={() => onStepChange(step - 1)}
            >
              {t("agreementEditor.compile.previous")}
            </Button>
            {step < groups.length - 1 ? (
              <Button
                rightSection={<IconArrowRight size={16} aria-hidden />}
                onClick={() => onStepChange(step + 1)}
              >
                {t("agreementEditor.compile.next")}
              </Button>
            ) : (
              <Button rightSection={<IconEye size={16} aria-hidden />} onClick={props.onGoToPreview}>
                {t("agreementEditor.compile.toPreview")}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );

  // One tree at every width: only the preview's column changes. A form that moved to another
  // parent when the window crossed the breakpoint (a zoom, a rotated tablet) was mounted anew,
  // and lost what it held: the open address-book dialog, its typed contact, the step's focus.
  return (
    <div className={wide ? classes.columns : classes.stacked}>
      <div className={classes.formColumn}>{form}</div>
      {wide ? (
        <div className={classes.sticky}>{livePreview}</div>
      ) : (
        // On a phone the preview follows the form, on request, so the fields stay within reach.
        <Stack gap="md">
          <Button
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={preview.toggle}
            aria-expanded={previewOpen}
          >
            {previewOpen ? t("agreementEditor.preview.hide") : t("agreementEditor.preview.show")}
          </Button>
          <Collapse expanded={previewOpen}>{previewOpen && livePreview}</Collapse>
        </Stack>
      )}
    </div>
  );
});
