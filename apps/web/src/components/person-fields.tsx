import type { MemberRole } from "@app/contracts";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import type { ServerFormErrors } from "../lib/form-errors";
import { useTranslation } from "../lib/use-translation";

/** A person not yet invited: every field empty, Italian, a plain member of the firm. */
export const NEW_PERSON = {
  username: "",
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  language: "it",
  role: "member",
} as const;

const REQUIRED = new Set(["username", "first_name", "last_name", "email"]);

interface PersonValues {
  language: "it" | "en";
  role: MemberRole;
}

/**
 * A person's own fields, as a firm's administrator and the editors both fill them: the text
 * fields (name and e-mail required, the username fixed once chosen), the language and the role
 * in the firm; `beforeRole` goes between the two (the editors' choice of firm).
 */
export function PersonFields<F extends string, V extends PersonValues & Record<F, string>>(props: {
  fields: readonly F[];
  values: V;
  set: (change: Partial<V>) => void;
  errors: ServerFormErrors;
  /** The person edited; undefined while inviting one. */
  item: unknown;
  /** The locale groups of the fields' labels (`language` and `role` among them) and of the roles. */
  labels: {
    fields: "profile.fields" | "editorProfile.profile";
    roles: "profile.roles" | "editorProfile.roles";
  };
  roleDisabled?: boolean;
  beforeRole?: ReactNode;
}) {
  const { t } = useTranslation();
  const { values, set, errors } = props;
  const label = (field: string) => t(`${props.labels.fields}.${field}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {props.fields.map((field) => (
        <TextInput
          key={field}
          label={label(field)}
          required={REQUIRED.has(field)}
          disabled={field === "username" && props.item !== undefined}
          type={field === "email" ? "email" : "text"}
          value={values[field] ?? ""}
          onChange={(event) => set({ [field]: event.currentTarget.value } as Partial<V>)}
          error={errors.fields[field]}
        />
      ))}
      <Select
        label={label("language")}
        data={[
          { value: "it", label: "Italiano" },
          { value: "en", label: "English" },
        ]}
        value={values.language}
        allowDeselect={false}
        onChange={(value) => value && set({ language: value } as Partial<V>)}
      />
      {props.beforeRole}
      <Select
        label={label("role")}
        data={(["member", "administrator"] as const).map((role) => ({
          value: role,
          label: t(`${props.labels.roles}.${role}`),
        }))}
        value={values.role}
        allowDeselect={false}
        disabled={props.roleDisabled}
        onChange={(value) => value && set({ role: value } as Partial<V>)}
        error={errors.fields.role}
      />
    </SimpleGrid>
  );
}
