/**
 * The contact message's fields, defined once (docs/product.md#glossary: a message's fields). The
 * schema, the form's rows, the draft, the submit check, the stored columns, the inbox mail, the
 * webhook payload and the CSV export all derive from this table; the storage migrations stay
 * hand-written (server/storage/schema.ts), and the storage contract test fails until a new
 * field has its column.
 *
 * `name` is the field's name everywhere (form control, JSON body, webhook payload) and its label
 * key in the form's and the mail's dictionaries; its errors are `<name>Required` and
 * `<name>TooLong` in common/contact/messageCopy.ts.
 */
export const contactFieldTable = [
  {
    name: "firstName",
    limit: 100,
    required: true,
    input: "text",
    autoComplete: "given-name",
    width: "half",
    mail: "name",
  },
  {
    name: "lastName",
    limit: 100,
    required: true,
    input: "text",
    autoComplete: "family-name",
    width: "half",
    mail: "name",
  },
  {
    name: "email",
    limit: 254,
    required: true,
    input: "email",
    autoComplete: "email",
    width: "half",
    mail: "row",
  },
  {
    name: "company",
    limit: 200,
    required: true,
    input: "text",
    autoComplete: "organization",
    width: "half",
    mail: "row",
  },
  {
    name: "phone",
    limit: 40,
    required: false,
    input: "tel",
    autoComplete: "tel",
    width: "full",
    mail: "row",
  },
  {
    name: "message",
    limit: 5000,
    required: true,
    input: "textarea",
    autoComplete: "off",
    width: "full",
    mail: "body",
  },
] as const satisfies readonly ContactFieldSpec[];

export interface ContactFieldSpec {
  name: string;
  /** At most this many characters, after trimming. */
  limit: number;
  required: boolean;
  /** `textarea` keeps line breaks; the others are one line (they may end up in mail headers). */
  input: "text" | "email" | "tel" | "textarea";
  /** The form control's autocomplete token. */
  autoComplete: string;
  /** Half a row of the form on wide screens, or the whole row. */
  width: "half" | "full";
  /** In the inbox mail: part of the sender's name, a row of its table, or its body. */
  mail: "name" | "row" | "body";
}

type Spec = (typeof contactFieldTable)[number];
export type ContactField = Spec["name"];
export type RequiredContactField = Extract<Spec, { required: true }>["name"];
/** The fields the inbox mail lists in its table (each has a label in the mail's dictionary). */
export type MailRowField = Extract<Spec, { mail: "row" }>["name"];

export const contactFields: readonly ContactField[] = contactFieldTable.map((spec) => spec.name);

export const requiredContactFields: readonly RequiredContactField[] = contactFieldTable.flatMap(
  (spec) => (spec.required ? [spec.name] : []),
);

export const contactLimits = Object.fromEntries(
  contactFieldTable.map((spec) => [spec.name, spec.limit]),
) as Record<ContactField, number>;

/** The fields that together name the sender, in the table's order: first name, last name. */
const nameFields = contactFieldTable.flatMap((spec) => (spec.mail === "name" ? [spec.name] : []));

/** The sender's name as mails, Slack and the operator's list show it: "Anna de Vries". */
export function personName(fields: Record<ContactField, string>): string {
  return nameFields.map((field) => fields[field]).join(" ");
}

/** The message's fields of `values`, in the table's order, and nothing else. */
export function contactFieldsOf(
  values: Record<ContactField, string>,
): Record<ContactField, string> {
  return Object.fromEntries(contactFields.map((field) => [field, values[field]])) as Record<
    ContactField,
    string
  >;
}
