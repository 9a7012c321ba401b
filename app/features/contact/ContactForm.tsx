import { buttonClasses } from "../../components/ui/ButtonLink";
import { useCopy } from "../../i18n/useCopy";
import { ConsentGate } from "./ConsentGate";
import { ContactToaster } from "./ContactToaster";
import { honeypotField } from "../../../common/contact/contactMessage";
import { contactFieldTable } from "../../../common/contact/contactFields";
import { siteConfig } from "../../../common/siteConfig";
import contactCopy from "@content/pages/contact.json";
import { FormField } from "./FormField";
import { QualificationQuestions } from "./QualificationQuestions";
import { StatusBox } from "./StatusBox";
import { useContactForm, type ContactConsent } from "./useContactForm";
import { useHydrated } from "../../components/ui/useHydrated";

/**
 * Chromium does not restore a control marked `autocomplete="off"` when the visitor goes Back from
 * a refusal page; until hydration the message field leaves the browser its defaults.
 */
const restorable = (token: string) => (token === "off" ? undefined : token);

/**
 * Before hydration this is a plain HTML form: the browser checks `required`, `type=email` and
 * `maxlength`, and a submit posts urlencoded to the endpoint, which answers with the message-sent
 * page (docs/product.md#what-the-endpoint-promises). Once hydrated, the form checks and sends
 * itself; it drops `maxlength` too, so a long paste is refused with a message, never cut short.
 */
export function ContactForm({ consent }: { consent: ContactConsent }) {
  const { t, lang } = useCopy(contactCopy);
  const enhanced = useHydrated();
  const {
    values,
    setValue,
    answers,
    setAnswers,
    answerErrors,
    fieldErrors,
    status,
    isSending,
    submit,
    registerField,
    toasterNeeded,
    honeypotRef,
    startCheck,
  } = useContactForm(consent);

  return (
    <div className="space-y-4">
      <StatusBox status={status} />
      {status.kind === "consentRequired" && <ConsentGate onOpenSettings={consent.openSettings} />}
      <form
        action={siteConfig.contactEndpoint}
        method="post"
        noValidate={enhanced}
        onSubmit={submit}
        onInput={startCheck}
        aria-labelledby="contact-form-heading"
        aria-busy={isSending}
      >
        <fieldset disabled={isSending} className="grid gap-4 sm:grid-cols-2">
          {/* The fieldset only disables the fields while sending; its group still needs a name. */}
          <legend className="sr-only">{t("fieldsLegend")}</legend>
          <p className="text-sm text-ink-muted sm:col-span-2">{t("requiredNote")}</p>
          {contactFieldTable.map(({ name, width, autoComplete, limit, required, input }) => (
            <div key={name} className={width === "half" ? "" : "sm:col-span-2"}>
              <FormField
                field={name}
                input={input}
                required={required}
                label={t(name)}
                value={values[name]}
                error={fieldErrors[name]}
                onChange={(value) => setValue(name, value)}
                inputRef={registerField(name)}
                maxLength={enhanced ? undefined : limit}
                autoComplete={enhanced ? autoComplete : restorable(autoComplete)}
              />
            </div>
          ))}
          <div className="sm:col-span-2">
            <QualificationQuestions answers={answers} onChange={setAnswers} errors={answerErrors} />
          </div>
          <input type="hidden" name="lang" value={lang} />
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">{t("honeypotLabel")}</label>
            <input
              id="contact-website"
              ref={honeypotRef}
              name={honeypotField}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("primary", "lg")}>
              {isSending ? t("sending") : t("submit")}
            </button>
          </div>
        </fieldset>
      </form>
      <ContactToaster active={toasterNeeded} />
    </div>
  );
}
