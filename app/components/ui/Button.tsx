import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "ghostDanger" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

/** Shape, focus outline and disabled look: one class (app/styles/tailwind.css), as buttons repeat down a page. */
const base = "btn";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary-700 text-white hover:bg-primary-800",
  secondary: "border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50",
  ghost: "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
  // Its own variant: a colour added to ghost's would lose or win by the stylesheet's order, not by intent.
  ghostDanger: "text-error-700 hover:bg-error-50 hover:text-error-800",
  danger: "bg-error-600 text-white hover:bg-error-700",
};
const sizes: Record<ButtonSize, string> = { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base" };

/** Class names of a button, for elements that must look like one (e.g. a summary or label). */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Style = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className = "", type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Style) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

/** A link that looks like a button (navigation stays a link, so it works without JavaScript). */
export function ButtonLink({ variant, size, className = "", ...props }: LinkProps & Style) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
