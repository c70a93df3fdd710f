import { countryName } from "~/domain/address/countries";
import { formatMoney } from "~/domain/money";
import { addressLines } from "~/domain/orders/address-lines";
import type { Order } from "~/domain/orders/order";
import { formatLongDate } from "~/i18n/dates";
import { ORDER_STATUS_LABEL, shippingTitle, totalsRows } from "~/i18n/order-labels";
import { translate, type Strings, type Translate } from "~/i18n/translate";
import type { Mail } from "./types";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The order confirmation in the order's language (the language of the checkout page): the lines, the totals as
 * the order froze them, the addresses, how it ships and how it is paid. `orderUrl` is absolute (from the public URL).
 */
export function orderMail(input: { order: Order; strings: Strings; orderUrl: string }): Mail {
  const { order, strings, orderUrl } = input;
  const t: Translate = (key, vars) => translate(strings, key, vars);
  const money = (cents: number) => formatMoney(cents, order.lang);
  const date = formatLongDate(order.createdAt, order.lang);
  const payment = order.status === "awaiting_payment" ? t("checkoutPaymentCard") : t("checkoutPaymentOnAccount", [order.paymentTerms]);
  const carrier = shippingTitle(t, { slug: order.carrier, title: order.carrierTitle }, order.method);
  const rows = totalsRows(order.totals).map((row) => ({
    label: t(row.label),
    value: row.value.kind === "amount" ? money(row.value.cents) : t("orderShippingTbd", [t(row.value.reason)]),
  }));
  const excludesShipping = order.totals.shipping.kind === "tbd" ? t("orderTotalExcludesShipping") : null;
  const addresses = [
    { heading: t("checkoutBillingHeading"), lines: addressLines(order.billing, countryName(order.billing.addressCountry, order.lang)) },
    { heading: t("checkoutShippingHeading"), lines: addressLines(order.shipping, countryName(order.shipping.addressCountry, order.lang)) },
  ];
  const details = [
    { label: t("orderCarrier"), value: carrier },
    { label: t("orderShipperNumber"), value: order.shipperNumber ?? "" },
    { label: t("orderPoNumber"), value: order.poNumber },
    { label: t("orderNotes"), value: order.notes },
  ].filter((detail) => detail.value !== "");

  const text = [
    t("orderMailIntro", [order.number, date]),
    "",
    `${t("accountOrdersStatus")}: ${t(ORDER_STATUS_LABEL[order.status])}`,
    `${t("checkoutPaymentHeading")}: ${payment}`,
    "",
    t("orderLinesHeading"),
    ...order.lines.map((line) => `${line.quantity} × ${line.pn}  ${line.title}  ${money(line.saleCents)}  = ${money(line.subTotalSaleCents)}`),
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    ...(excludesShipping ? [excludesShipping] : []),
    "",
    ...addresses.flatMap((address) => [`${address.heading}:`, ...address.lines, ""]),
    ...details.map((detail) => `${detail.label}: ${detail.value}`),
    "",
    t("orderMailView", [orderUrl]),
    t("orderMailQuestions"),
  ].join("\n");

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const html = [
    `<p>${escapeHtml(t("orderMailIntro", [order.number, date]))}</p>`,
    `<p><strong>${escapeHtml(t("accountOrdersStatus"))}:</strong> ${escapeHtml(t(ORDER_STATUS_LABEL[order.status]))}<br>`,
    `<strong>${escapeHtml(t("checkoutPaymentHeading"))}:</strong> ${escapeHtml(payment)}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(t("orderLinesHeading"))}</h2>`,
    '<table style="border-collapse:collapse">',
    `<tr><th ${cell}>${escapeHtml(t("orderLineProduct"))}</th><th ${right}>${escapeHtml(t("orderLineQuantity"))}</th><th ${right}>${escapeHtml(
      t("orderLineUnitPrice"),
    )}</th><th ${right}>${escapeHtml(t("orderLineSubtotal"))}</th></tr>`,
    ...order.lines.map(
      (line) =>
        `<tr><td ${cell}>${escapeHtml(line.title)}<br><small>${escapeHtml(t("orderLinePart", [line.pn]))}</small></td><td ${right}>${line.quantity}</td><td ${right}>${escapeHtml(
          money(line.saleCents),
        )}</td><td ${right}>${escapeHtml(money(line.subTotalSaleCents))}</td></tr>`,
    ),
    "</table>",
    '<table style="border-collapse:collapse;margin-top:12px">',
    ...rows.map((row) => `<tr><td ${cell}>${escapeHtml(row.label)}</td><td ${right}>${escapeHtml(row.value)}</td></tr>`),
    "</table>",
    ...(excludesShipping ? [`<p>${escapeHtml(excludesShipping)}</p>`] : []),
    ...addresses.map((address) => `<p><strong>${escapeHtml(address.heading)}</strong><br>${address.lines.map(escapeHtml).join("<br>")}</p>`),
    ...details.map((detail) => `<p><strong>${escapeHtml(detail.label)}:</strong> ${escapeHtml(detail.value).replace(/\n/g, "<br>")}</p>`),
    `<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(t("orderMailView", [orderUrl]))}</a></p>`,
    `<p>${escapeHtml(t("orderMailQuestions"))}</p>`,
  ].join("\n");
  return { to: order.email, subject: t("orderMailSubject", [order.number]), text, html };
}
