import { createContext, useContext, type ReactNode } from "react";
import { ICON_SHAPES, ICON_SIZE, type IconName } from "~/domain/icons/icon-set";

/** Small inline icons (decorative: every use sits next to a text or an sr-only label). Shapes: app/domain/icons/icon-set.ts. */
const viewBox = `0 0 ${ICON_SIZE} ${ICON_SIZE}`;
/**
 * How an icon is drawn (outline, text colour) is the `.icon` rule, made from ICON_PRESENTATION by tailwind.config.ts:
 * written once a page instead of on every icon. A utility (fill-current) still wins over it.
 */
const iconClass = (className: string) => `icon ${className}`;

/** The icons an IconSprite around draws once, for the icons inside to refer to. */
const SpriteContext = createContext<readonly IconName[]>([]);
const symbolId = (name: IconName) => `icon-${name}`;

const shapes = (name: IconName) => ICON_SHAPES[name].map(([Tag, attributes], index) => <Tag key={index} {...attributes} />);

function Icon({ name, className }: { name: IconName; className: string }) {
  const sprite = useContext(SpriteContext);
  if (sprite.includes(name)) {
    return (
      <svg aria-hidden className={iconClass(className)}>
        <use href={`#${symbolId(name)}`} />
      </svg>
    );
  }
  return (
    <svg aria-hidden viewBox={viewBox} className={iconClass(className)}>
      {shapes(name)}
    </svg>
  );
}

/**
 * Draws `names` once, out of sight, and the icons of those names among `children` as a reference to
 * that drawing: a list repeats a short `<use>` in every item instead of the whole drawing. The
 * symbols have fixed ids, so a page has at most one sprite.
 */
export function IconSprite({ names, children }: { names: readonly IconName[]; children: ReactNode }) {
  return (
    <SpriteContext.Provider value={names}>
      <svg aria-hidden className="hidden">
        {names.map((name) => (
          <symbol key={name} id={symbolId(name)} viewBox={viewBox}>
            {shapes(name)}
          </symbol>
        ))}
      </svg>
      {children}
    </SpriteContext.Provider>
  );
}

export const PhoneIcon = ({ className = "h-4 w-4" }) => <Icon name="phone" className={className} />;
export const MailIcon = ({ className = "h-4 w-4" }) => <Icon name="mail" className={className} />;
export const UserIcon = ({ className = "h-5 w-5" }) => <Icon name="user" className={className} />;
export const CartIcon = ({ className = "h-5 w-5" }) => <Icon name="cart" className={className} />;
export const SearchIcon = ({ className = "h-5 w-5" }) => <Icon name="search" className={className} />;
export const MenuIcon = ({ className = "h-5 w-5" }) => <Icon name="menu" className={className} />;
export const ChevronIcon = ({ className = "h-4 w-4" }) => <Icon name="chevron" className={className} />;
export const GlobeIcon = ({ className = "h-4 w-4" }) => <Icon name="globe" className={className} />;
export const TruckIcon = ({ className = "h-6 w-6" }) => <Icon name="truck" className={className} />;
export const ShieldIcon = ({ className = "h-6 w-6" }) => <Icon name="shield" className={className} />;
export const HeadsetIcon = ({ className = "h-6 w-6" }) => <Icon name="headset" className={className} />;
export const InvoiceIcon = ({ className = "h-6 w-6" }) => <Icon name="invoice" className={className} />;
export const CloseIcon = ({ className = "h-5 w-5" }) => <Icon name="close" className={className} />;
export const HeartIcon = ({ className = "h-5 w-5" }) => <Icon name="heart" className={className} />;
