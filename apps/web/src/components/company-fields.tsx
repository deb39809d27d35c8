import { COMPANY_FIELDS, type CompanyField } from "@app/contracts";
import { SimpleGrid, TextInput } from "@mantine/core";

/** A firm's fields (customer's firm screen and the editors' firm form), the name required. */
export function CompanyFields(props: {
  values: Record<CompanyField, string>;
  onChange: (field: CompanyField, value: string) => void;
  errors: Partial<Record<string, string>>;
  label: (field: CompanyField) => string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {COMPANY_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={props.label(field)}
          required={field === "name"}
          value={props.values[field]}
          onChange={(event) => props.onChange(field, event.currentTarget.value)}
          error={props.errors[field]}
        />
      ))}
    </SimpleGrid>
  );
}

/** Empty values for every field, or a firm's. */
export const companyValues = (company?: Partial<Record<CompanyField, string>>) =>
  Object.fromEntries(COMPANY_FIELDS.map((f) => [f, company?.[f] ?? ""])) as Record<CompanyField, string>;
