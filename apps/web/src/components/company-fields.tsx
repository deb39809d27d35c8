import { COMPANY_FIELDS, type Company, type CompanyField } from "@app/contracts";
import { SimpleGrid, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";
import type { EditPageDeclaration, FormProps } from "./resource-edit-page";

/** Empty values for every field, or a firm's. */
export const companyValues = (company?: Partial<Record<CompanyField, string>>) =>
  Object.fromEntries(COMPANY_FIELDS.map((f) => [f, company?.[f] ?? ""])) as Record<CompanyField, string>;

export type CompanyValues = ReturnType<typeof companyValues>;

type CompanyLabels = "profile.company.fields" | "editorProfile.company";

function CompanyForm({
  values,
  set,
  errors,
  labels,
}: FormProps<Company, CompanyValues> & { labels: CompanyLabels }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {COMPANY_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`${labels}.${field}`)}
          required={field === "name"}
          value={values[field]}
          onChange={(event) => set({ [field]: event.currentTarget.value })}
          error={errors.fields[field]}
        />
      ))}
    </SimpleGrid>
  );
}

// One form component per label group, made once (a component made per render would lose its state).
const FORMS: Record<CompanyLabels, (props: FormProps<Company, CompanyValues>) => ReactNode> = {
  "profile.company.fields": (props) => <CompanyForm {...props} labels="profile.company.fields" />,
  "editorProfile.company": (props) => <CompanyForm {...props} labels="editorProfile.company" />,
};

/**
 * The firm's form, one declaration for the customer's own firm and the editors' firms: its values,
 * its fields (the name required) and their labels, the `labels` locale group's.
 */
export function companyForm(
  labels: CompanyLabels,
): Pick<
  EditPageDeclaration<Company, CompanyValues>,
  "newValues" | "valuesOf" | "fields" | "required" | "Form"
> {
  return {
    newValues: () => companyValues(),
    valuesOf: (company) => companyValues(company),
    fields: COMPANY_FIELDS,
    required: ["name"],
    Form: FORMS[labels],
  };
}
