// The Popover API's attributes (HTML standard, in every current browser); React 18's types do not list them yet.
// Lower case, so React 18 renders them as they are.
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging with React's interface needs its type parameter
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging with React's interface needs its type parameter
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
