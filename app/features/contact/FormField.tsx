import type { ContactField, ContactFieldSpec } from "../../../common/contact/contactFields";

/** How every control of the form looks: a field, the audit's select. */
export const controlClasses =
  "block w-full rounded-lg border bg-surface px-3 py-2 text-base text-ink shadow-card disabled:cursor-not-allowed disabled:bg-surface-muted aria-invalid:border-danger-700";

export interface FormFieldProps {
  field: ContactField;
  label: string;
  required?: boolean;
  value: string;
  /** The text to show under the field, already in the page's language. */
  error: string | undefined;
  onChange: (value: string) => void;
  inputRef: (element: HTMLElement | null) => void;
  autoComplete: string | undefined;
  input: ContactFieldSpec["input"];
  /** The browser's own length limit, for the form before hydration. */
  maxLength?: number;
}

/** One labelled control with its error text, linked for assistive technology. */
export function FormField({
  field,
  label,
  required = false,
  value,
  error,
  onChange,
  inputRef,
  autoComplete,
  input,
  maxLength,
}: FormFieldProps) {
  const id = `contact-${field}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    value,
    autoComplete,
    required,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: `${controlClasses} ${error ? "border-danger-700" : "border-line"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger-700">
            {" *"}
          </span>
        )}
      </label>
      {input === "textarea" ? (
        <textarea
          {...shared}
          ref={inputRef}
          rows={4}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          ref={inputRef}
          type={input}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
