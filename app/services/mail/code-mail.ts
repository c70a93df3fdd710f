import { translate, type Strings, type Translate } from "~/i18n/translate";
import type { Mail } from "./types";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The one-time code message in the visitor's language; `loginUrl` is absolute (from the public URL). */
export function codeMail(input: { to: string; code: string; strings: Strings; loginUrl: string; siteUrl: string }): Mail {
  const { to, code, strings, loginUrl, siteUrl } = input;
  const t: Translate = (key, vars) => translate(strings, key, vars);
  const lines = [
    t("authMailCodeIntro"),
    "",
    code,
    "",
    t("authMailCodeValidity", [10]),
    t("authMailCodeLink", [loginUrl]),
    "",
    t("authMailCodeIgnore"),
    "",
    siteUrl,
  ];
  const html = [
    `<p>${escapeHtml(t("authMailCodeIntro"))}</p>`,
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>`,
    `<p>${escapeHtml(t("authMailCodeValidity", [10]))}</p>`,
    `<p><a href="${escapeHtml(loginUrl)}">${escapeHtml(t("authMailCodeLink", [loginUrl]))}</a></p>`,
    `<p>${escapeHtml(t("authMailCodeIgnore"))}</p>`,
  ].join("\n");
  return { to, subject: t("authMailCodeSubject"), text: lines.join("\n"), html };
}
