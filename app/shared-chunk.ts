/**
 * Every module that two or more route modules share, in one place, so the browser loads them as one file.
 *
 * esbuild (Remix's classic compiler) puts a module into a chunk named by the set of entry points that reach it,
 * so pages sharing slightly different sets of modules made one small file per combination: 31 to 41 files on
 * every page (issue 11). Every route module, the lazily loaded forms and entry.client import this module first
 * (package.json lists it as having side effects, so the bare import stays): each module below is then reached
 * by every entry point, and they all land in one chunk with React and Remix. Code only one route module uses
 * stays in that route's file; the lazily loaded forms' libraries (zod, conform, the phone and country data)
 * stay in their own chunks. In the browser build the `.server` modules below are empty stand-ins; on the
 * server they are the modules the routes import anyway.
 *
 * A module newly shared by two route modules and missing here makes a chunk of its own again, and
 * `npm run check:js-budget` fails on the extra file: add it here.
 */
import "@remix-run/node";

import "~/client/toast-queue";
import "~/client/useDisclosureDismiss";

import "~/components/account/address-form-on-demand";
import "~/components/account/forms-on-demand";
import "~/components/auth/AccountMenu";
import "~/components/auth/forms-on-demand";
import "~/components/auth/GoogleButton";
import "~/components/auth/login-urls";
import "~/components/auth/login-view";
import "~/components/auth/LoginFlow";
import "~/components/auth/on-demand";
import "~/components/auth/PlaceFields";
import "~/components/auth/SignedInStep";
import "~/components/cart/CartLink";
import "~/components/cart/quick-order-on-demand";
import "~/components/catalog/AddToCartForm";
import "~/components/catalog/Price";
import "~/components/catalog/ProductCard";
import "~/components/catalog/ProductListing";
import "~/components/catalog/result-summary";
import "~/components/content/CardImage";
import "~/components/content/CategoryGrid";
import "~/components/content/DocCard";
import "~/components/content/document-meta";
import "~/components/content/EditorialDocument";
import "~/components/content/Image";
import "~/components/content/PortableText";
import "~/components/content/PublishedDate";
import "~/components/favorites/FavoriteButton";
import "~/components/layout/Breadcrumbs";
import "~/components/layout/DefaultLayout";
import "~/components/layout/Footer";
import "~/components/layout/Header";
import "~/components/layout/icons";
import "~/components/layout/Toaster";
import "~/components/layout/TrustStrip";
import "~/components/orders/AddressBlock";
import "~/components/orders/OrderLines";
import "~/components/orders/OrderTotals";
import "~/components/ui/Button";
import "~/components/ui/Dialog";
import "~/components/ui/Field";
import "~/components/ui/FieldFrame";
import "~/components/ui/full-stylesheet";
import "~/components/ui/Overlay";
import "~/components/ui/Pagination";
import "~/components/ui/SelectField";
import "~/components/ui/SlideOver";
import "~/components/ui/url-state";
import "~/components/ui/useHydrated";

import "~/domain/accounts/shipping-preferences";
import "~/domain/auth/guard";
import "~/domain/carriers";
import "~/domain/cart-lines";
import "~/domain/catalog-query";
import "~/domain/money";
import "~/domain/orders/address-lines";
import "~/domain/url-safety";

import "~/i18n/alternates";
import "~/i18n/dates";
import "~/i18n/doc-links";
import "~/i18n/href";
import "~/i18n/order-labels";
import "~/i18n/shipping-price";
import "~/i18n/useT";
import "~/nonce";
import "~/root-data";

import "~/config.server";
import "~/domain/list-query-params.server";
import "~/request/account-forms.server";
import "~/request/auth.server";
import "~/request/cart-shipping.server";
import "~/request/cart-token.server";
import "~/request/form-data.server";
import "~/request/localized-document.server";
import "~/request/punchout.server";
import "~/request/toast.server";
import "~/request/tracking.server";
import "~/request/viewer.server";
import "~/services/accounts/address-book-page.server";
import "~/services/auth/index.server";
import "~/services/cart/cart.server";
import "~/services/content/catalog.server";
import "~/services/content/editorial.server";
import "~/services/content/site.server";
import "~/services/orders/orders.server";
import "~/services/pricing.server";
