import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { p } from "./pt";

export function pages(): EditorialDoc[] {
  return [
    editorial({
      id: "page-home",
      type: "page",
      date: "2025-01-06T14:00:00.000Z",
      title: { en: "Industrial controls, shipped from Pittsburgh", es: "Controles industriales, enviados desde Pittsburgh" },
      slug: { en: "", es: "" },
      excerpt: {
        en: "Push buttons, contactors, enclosures and terminal blocks for panel builders and plant engineers.",
        es: "Botones, contactores, gabinetes y borneras para armadores de tableros e ingenieros de planta.",
      },
      body: {
        en: [p("Welcome.")],
        es: [p("Bienvenido.")],
      },
    }),
  ];
}
