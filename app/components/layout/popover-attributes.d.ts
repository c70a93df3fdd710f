// The Popover API's attributes (HTML standard, in every current browser); React 18's types do not list them yet.
// Lower case, so React 18 renders them as they are.
import "react";

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
