import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { Field } from "~/components/ui/Field";
import { CODE_LENGTH } from "~/domain/auth/one-time-code";
import { useT } from "~/i18n/useT";
import { emptyDigits, fillDigits } from "./code-digits";
import { useBrowserOnlyUi } from "~/components/ui/full-stylesheet";

type CodeInputProps = { name: string; id: string; error: string | null };

const box =
  "h-12 w-11 rounded-md border bg-white text-center text-lg font-semibold text-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-info-600";

/**
 * The one-time code: one 6-digit field without JavaScript; with it, six boxes that move focus as
 * digits arrive, take a whole pasted (or autofilled) code, and post the digits joined under `name`.
 */
export function CodeInput({ name, id, error }: CodeInputProps) {
  const { t } = useT();
  const hydrated = useBrowserOnlyUi();
  const [digits, setDigits] = useState(emptyDigits);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  if (!hydrated) {
    return (
      <Field
        id={id}
        name={name}
        label={t("loginCodeLabel")}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${CODE_LENGTH}}`}
        minLength={CODE_LENGTH}
        maxLength={CODE_LENGTH}
        required
        error={error}
      />
    );
  }

  const put = (at: number, text: string) => {
    const next = fillDigits(digits, at, text);
    setDigits(next.digits);
    boxes.current[next.focus]?.focus();
  };
  const onKeyDown = (at: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && digits[at] === "" && at > 0) {
      event.preventDefault();
      put(at - 1, "");
    } else if (event.key === "ArrowLeft" && at > 0) boxes.current[at - 1]?.focus();
    else if (event.key === "ArrowRight" && at < CODE_LENGTH - 1) boxes.current[at + 1]?.focus();
  };
  const onPaste = (at: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    put(at, event.clipboardData.getData("text"));
  };
  const errorId = `${id}-error`;

  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">{t("loginCodeLabel")}</legend>
      <input type="hidden" name={name} value={digits.join("")} />
      <div className="flex gap-2">
        {digits.map((digit, at) => (
          <input
            key={at}
            ref={(el) => (boxes.current[at] = el)}
            id={at === 0 ? id : undefined}
            type="text"
            inputMode="numeric"
            autoComplete={at === 0 ? "one-time-code" : "off"}
            pattern="[0-9]*"
            aria-label={t("loginCodeDigit", [at + 1])}
            aria-invalid={error ? true : undefined}
            className={`${box} ${error ? "border-error-600" : "border-neutral-300"}`}
            value={digit}
            // Typing into a filled box replaces its digit rather than pushing into the next.
            onChange={(event) => put(at, digit && event.target.value.length > 1 ? event.target.value.replace(digit, "") : event.target.value)}
            onKeyDown={onKeyDown(at)}
            onPaste={onPaste(at)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
