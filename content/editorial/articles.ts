/** Technical articles: short, practical answers to the questions panel builders ask us most. */
import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { bullets, h2, h3, numbers, p, quote } from "./pt";

const contactor = editorial({
  id: "article-choosing-a-contactor",
  type: "article",
  date: "2025-02-04T15:00:00.000Z",
  title: { en: "Choosing a contactor: reading AC-3 ratings", es: "Cómo elegir un contactor: la categoría AC-3" },
  slug: { en: "choosing-a-contactor", es: "como-elegir-un-contactor" },
  excerpt: {
    en: "Why the AC-3 current, not the thermal rating, decides the frame size — with worked examples for common motors.",
    es: "Por qué la corriente AC-3, y no la térmica, define el tamaño del contactor, con ejemplos para motores comunes.",
  },
  body: {
    en: [
      p(
        "A contactor datasheet lists several currents, and the biggest number on it is rarely the one that matters. For a motor starter, the figure to read is the **AC-3 rated operational current** (Ie) at your supply voltage.",
      ),
      h2("Utilization categories in brief"),
      p(
        "IEC 60947-4-1 rates contactors by the duty they see. The same contactor carries very different currents depending on how hard the load is on its contacts:",
      ),
      bullets(
        "**AC-1** — non-inductive or slightly inductive loads such as heaters. Highest current, because the contacts break little more than the running current.",
        "**AC-3** — squirrel-cage motors started direct-on-line and switched off while running. This covers most pumps, fans and conveyors.",
        "**AC-4** — plugging, inching and jogging, where the contactor opens while the motor still draws locked-rotor current. Expect to derate heavily or pick a larger frame.",
        "**AC-15** — control of electromagnetic loads such as coils and solenoid valves; this is the rating of auxiliary contacts.",
      ),
      h2("Sizing by motor current"),
      p(
        "Start from the motor's full-load current at the voltage you will run it on, then choose the smallest contactor whose AC-3 rating is equal or higher. Use the nameplate where you have it; otherwise the NEC tables (430.250 for three-phase) are a safe basis.",
      ),
      bullets(
        "7.5 HP at 460 V: about 11 A, so a 12 A frame such as the [CC-12-10-120A](product-CC-12-10-120A).",
        "10 HP at 460 V: about 14 A, so the 18 A frame, for example [CC-18-10-24D](product-CC-18-10-24D) with a 24 V DC coil.",
        "5 HP at 230 V: about 15.2 A, also an 18 A frame.",
      ),
      p(
        "If the motor starts frequently (more than a few starts an hour) or jogs, step up one frame: contact wear, not heating, limits life under those duties.",
      ),
      h2("Coil voltage and auxiliary contacts"),
      p(
        "Our IEC contactors come with 24 V AC, 120 V AC, 240 V AC and 24 V DC coils. The last characters of the part number tell you which: “-24A”, “-120A”, “-240A” or “-24D”. A 24 V DC coil is the natural choice when a PLC output drives it directly.",
      ),
      p(
        "The middle digits give the built-in auxiliary contact: “-10” is one normally open contact (the usual seal-in contact for a three-wire start/stop circuit), “-01” is one normally closed contact for interlocks. Add [control relays](category-contactors-control-relays) when you need more.",
      ),
      h2("Don't forget overload protection"),
      p(
        "A contactor switches; it does not protect. Pair it with a [thermal overload relay](category-overload-relays) or replace both the overload and the branch fuses with a [motor protection circuit breaker](category-motor-protection-circuit-breakers). Our article on [MPCBs versus overload relays](article-mpcb-vs-overload-relays) compares the two.",
      ),
      h3("What about definite purpose contactors?"),
      p(
        "[Definite purpose contactors](category-definite-purpose-contactors) are rated in full-load and locked-rotor amps for HVAC, compressors and refrigeration, where they see fewer operations over their life. They are economical there, but they are not a substitute for an AC-3 rated contactor on a busy production machine.",
      ),
      quote("Rule of thumb: size on AC-3 at the actual voltage, add a frame for jogging, and never size on the AC-1 number."),
    ],
    es: [
      p(
        "La hoja de datos de un contactor trae varias corrientes, y la más grande rara vez es la que importa. Para un arrancador de motor, el dato que hay que leer es la **corriente asignada de empleo en AC-3** (Ie) a la tensión de alimentación.",
      ),
      h2("Las categorías de empleo en pocas palabras"),
      p(
        "La norma IEC 60947-4-1 clasifica los contactores según el servicio que prestan. Un mismo contactor admite corrientes muy distintas según lo exigente que sea la carga para sus contactos:",
      ),
      bullets(
        "**AC-1**: cargas no inductivas o poco inductivas, como resistencias de calefacción. Es la corriente más alta, porque los contactos apenas cortan la corriente de servicio.",
        "**AC-3**: motores de jaula de ardilla con arranque directo que se desconectan en marcha. Cubre la mayoría de las bombas, ventiladores y transportadores.",
        "**AC-4**: frenado por contracorriente, impulsos y marcha a pulsos, en los que el contactor abre mientras el motor aún consume la corriente de rotor bloqueado. Hay que desclasificar bastante o elegir un tamaño mayor.",
        "**AC-15**: mando de cargas electromagnéticas, como bobinas y electroválvulas; es la categoría de los contactos auxiliares.",
      ),
      h2("Dimensionar según la corriente del motor"),
      p(
        "Parta de la corriente a plena carga del motor a la tensión de trabajo y elija el contactor más pequeño cuya corriente AC-3 sea igual o mayor. Use la placa del motor cuando la tenga; si no, las tablas del NEC (430.250 para motores trifásicos) son una base segura.",
      ),
      bullets(
        "7,5 HP a 460 V: unos 11 A, es decir, un tamaño de 12 A como el [CC-12-10-120A](product-CC-12-10-120A).",
        "10 HP a 460 V: unos 14 A, es decir, el tamaño de 18 A, por ejemplo el [CC-18-10-24D](product-CC-18-10-24D) con bobina de 24 V CD.",
        "5 HP a 230 V: unos 15,2 A, también un tamaño de 18 A.",
      ),
      p(
        "Si el motor arranca con frecuencia (más de unas pocas veces por hora) o trabaja a impulsos, suba un tamaño: en esos servicios la vida útil la limita el desgaste de los contactos, no el calentamiento.",
      ),
      h2("Tensión de bobina y contactos auxiliares"),
      p(
        "Nuestros contactores IEC vienen con bobinas de 24 V CA, 120 V CA, 240 V CA y 24 V CD. Los últimos caracteres del número de parte lo indican: «-24A», «-120A», «-240A» o «-24D». La bobina de 24 V CD es la opción natural cuando la acciona directamente una salida de PLC.",
      ),
      p(
        "Los dígitos centrales indican el contacto auxiliar incorporado: «-10» es un contacto normalmente abierto (el habitual de autorretención en un circuito de arranque y paro a tres hilos) y «-01» es un contacto normalmente cerrado para enclavamientos. Agregue [relés de control](category-contactors-control-relays) si necesita más.",
      ),
      h2("No olvide la protección contra sobrecarga"),
      p(
        "El contactor maniobra; no protege. Combínelo con un [relé térmico de sobrecarga](category-overload-relays) o reemplace el relé y los fusibles del circuito derivado por un [guardamotor](category-motor-protection-circuit-breakers). En nuestro artículo sobre [guardamotores y relés de sobrecarga](article-mpcb-vs-overload-relays) comparamos ambas opciones.",
      ),
      h3("¿Y los contactores de propósito definido?"),
      p(
        "Los [contactores de propósito definido](category-definite-purpose-contactors) se especifican en amperes a plena carga y de rotor bloqueado para climatización, compresores y refrigeración, donde hacen menos maniobras a lo largo de su vida. Ahí son económicos, pero no sustituyen a un contactor AC-3 en una máquina de producción con muchos arranques.",
      ),
      quote("Regla práctica: dimensione por AC-3 a la tensión real, suba un tamaño si hay marcha a impulsos y nunca dimensione por la corriente AC-1."),
    ],
  },
});

const pushButtons = editorial({
  id: "article-22mm-vs-30mm-push-buttons",
  type: "article",
  date: "2025-02-25T15:00:00.000Z",
  title: { en: "22 mm or 30 mm push buttons?", es: "¿Pulsadores de 22 mm o de 30 mm?" },
  slug: { en: "22mm-vs-30mm-push-buttons", es: "pulsadores-22-mm-o-30-mm" },
  excerpt: {
    en: "Panel space, ratings, legend plates and the habits of the people who will press them: how to pick an operator size.",
    es: "Espacio en el panel, especificaciones, placas de leyenda y las costumbres de quienes los van a usar: cómo elegir el tamaño del operador.",
  },
  body: {
    en: [
      p(
        "Both sizes do the same job — close or open a contact when someone presses them — but they come from different traditions, and mixing them on one machine rarely looks intentional.",
      ),
      h2("30 mm: the North American heavy-duty standard"),
      p(
        "The 30.5 mm operator grew up in American steel mills and auto plants. It is big enough to hit with a gloved hand, takes a large legend plate and usually carries heavy-duty contact blocks. Our [30 mm heavy-duty push buttons](category-30mm-push-buttons) such as the [HW30F-110](product-HW30F-110) are rated NEMA 4 and 13 and suit mill duty, outdoor pedestals and any plant whose maintenance crew already stocks 30 mm spares.",
      ),
      h2("22 mm: compact and global"),
      p(
        "The 22 mm operator is the IEC standard and now the default on new machines worldwide. It takes roughly half the door space, so a crowded operator panel fits on a smaller enclosure. Two families cover most needs:",
      ),
      bullets(
        "[22 mm NEMA push buttons](category-22mm-nema-push-buttons) (GCX series), metal, rated NEMA 4/4X/13 and IP66 — a 22 mm size with heavy-duty sealing, for example the [GCX1111-10](product-GCX1111-10).",
        "[22 mm IEC push buttons](category-22mm-iec-push-buttons) (P22 series), IP65, with a plastic or metal bezel, such as the economical [P22F-110-P](product-P22F-110-P).",
      ),
      h2("How to decide"),
      numbers(
        "**Match the plant.** If every existing panel uses 30 mm, the operators and the spares cabinet will thank you for staying with it.",
        "**Check the environment.** For washdown, choose a rating of NEMA 4X on both the operator and the [enclosure](article-selecting-enclosure-ratings).",
        "**Count the holes.** A door with more than eight or ten operators is usually easier to lay out in 22 mm.",
        "**Think about gloves.** Heavy gloves and cold hands favour 30 mm operators and larger mushroom heads.",
      ),
      h2("Cut-outs and spacing"),
      p(
        "A 22 mm operator needs a 22.3 mm hole; a 30 mm operator needs 30.5 mm (1.22 in). Most have an anti-rotation notch. Leave at least 40 mm between 22 mm centres and about 55 mm between 30 mm centres when you add legend plates. Our [panel cut-out template guide](resource-panel-cut-out-templates) has printable drawings.",
      ),
      h2("Emergency stops"),
      p(
        "Emergency stops come in both sizes with a 40 mm red twist-release mushroom on a yellow background. The [ES22-40-01](product-ES22-40-01) and its 30 mm counterpart [ES30-40-01](product-ES30-40-01) both use a positively opening normally closed contact. See our white paper on [designing emergency stop circuits](whitePaper-designing-emergency-stop-circuits) before wiring one.",
      ),
    ],
    es: [
      p(
        "Los dos tamaños hacen lo mismo —abrir o cerrar un contacto cuando alguien los presiona—, pero vienen de tradiciones distintas, y mezclarlos en una misma máquina rara vez parece intencional.",
      ),
      h2("30 mm: el estándar norteamericano de uso rudo"),
      p(
        "El operador de 30,5 mm nació en las acerías y plantas automotrices de Estados Unidos. Es lo bastante grande para presionarlo con guantes, admite una placa de leyenda amplia y suele llevar bloques de contactos de uso rudo. Nuestros [pulsadores de uso rudo de 30 mm](category-30mm-push-buttons), como el [HW30F-110](product-HW30F-110), tienen clasificación NEMA 4 y 13 y son adecuados para siderurgia, pedestales a la intemperie y cualquier planta cuyo personal de mantenimiento ya tenga repuestos de 30 mm.",
      ),
      h2("22 mm: compacto y global"),
      p(
        "El operador de 22 mm es el estándar IEC y hoy es la opción predeterminada en máquinas nuevas de todo el mundo. Ocupa más o menos la mitad del espacio en la puerta, así que un panel de mando cargado cabe en un gabinete más pequeño. Dos familias cubren casi todas las necesidades:",
      ),
      bullets(
        "[Pulsadores NEMA de 22 mm](category-22mm-nema-push-buttons) (serie GCX), metálicos, con clasificación NEMA 4/4X/13 e IP66: el tamaño de 22 mm con sellado de uso rudo, por ejemplo el [GCX1111-10](product-GCX1111-10).",
        "[Pulsadores IEC de 22 mm](category-22mm-iec-push-buttons) (serie P22), IP65, con bisel plástico o metálico, como el económico [P22F-110-P](product-P22F-110-P).",
      ),
      h2("Cómo decidir"),
      numbers(
        "**Respete la planta.** Si todos los tableros existentes usan 30 mm, los operadores y el almacén de repuestos agradecerán que se mantenga.",
        "**Revise el ambiente.** Para zonas de lavado, elija clasificación NEMA 4X tanto en el operador como en el [gabinete](article-selecting-enclosure-ratings).",
        "**Cuente las perforaciones.** Una puerta con más de ocho o diez operadores suele ser más fácil de distribuir en 22 mm.",
        "**Piense en los guantes.** Los guantes gruesos y las manos frías favorecen los operadores de 30 mm y las cabezas tipo hongo grandes.",
      ),
      h2("Perforaciones y separación"),
      p(
        "Un operador de 22 mm necesita una perforación de 22,3 mm; uno de 30 mm, de 30,5 mm (1,22 pulg). La mayoría lleva una muesca antigiro. Deje al menos 40 mm entre centros para 22 mm y unos 55 mm para 30 mm si va a colocar placas de leyenda. Nuestra [guía de plantillas de perforación](resource-panel-cut-out-templates) incluye dibujos para imprimir.",
      ),
      h2("Paros de emergencia"),
      p(
        "Los paros de emergencia existen en ambos tamaños, con hongo rojo de 40 mm y desenclavamiento por giro sobre fondo amarillo. El [ES22-40-01](product-ES22-40-01) y su equivalente de 30 mm, el [ES30-40-01](product-ES30-40-01), usan un contacto normalmente cerrado de apertura positiva. Antes de cablear uno, lea nuestro documento técnico sobre [diseño de circuitos de paro de emergencia](whitePaper-designing-emergency-stop-circuits).",
      ),
    ],
  },
});

const terminalBlocks = editorial({
  id: "article-nema-vs-iec-terminal-blocks",
  type: "article",
  date: "2025-03-18T15:00:00.000Z",
  title: { en: "NEMA or IEC terminal blocks?", es: "¿Bloques de terminales NEMA o IEC?" },
  slug: { en: "nema-vs-iec-terminal-blocks", es: "bloques-de-terminales-nema-o-iec" },
  excerpt: {
    en: "Barrier strips and DIN-rail blocks both connect wires. Density, vibration, wire preparation and inspection decide which belongs in your panel.",
    es: "Las regletas tipo barrera y los bloques para riel DIN conectan cables por igual. La densidad, la vibración, la preparación del cable y la inspección deciden cuál va en su tablero.",
  },
  body: {
    en: [
      p(
        "Terminal blocks are the least glamorous parts in a panel and the ones an electrician touches most often. Picking the style up front saves hours of wiring and troubleshooting later.",
      ),
      h2("NEMA barrier terminal blocks"),
      p(
        "[NEMA barrier blocks](category-nema-terminal-blocks) are one-piece strips with a screw per position and raised barriers between them. They are rated in amps and AWG — our TB-N series runs from 15 A to 85 A — and are meant for ring or fork terminals.",
      ),
      bullets(
        "Ring terminals cannot slip off a loosened screw, which makes barrier strips a good choice on vibrating equipment and mobile machinery.",
        "Each strip is fixed length (1 to 12 positions), so plan spare positions from the start.",
        "Field wiring and large conductors are easy to land, and an inspector can see every connection at a glance.",
      ),
      p("A typical choice is the [TB-N30-12](product-TB-N30-12): 30 A, 12 positions, for a motor control panel's field wiring."),
      h2("IEC DIN-rail terminal blocks"),
      p(
        "[IEC terminal blocks](category-iec-terminal-blocks) are individual modules that snap onto 35 mm DIN rail and are sized by conductor cross-section in mm². They pack far more connections into the same rail length and accept jumpers, end plates, markers and test plugs.",
      ),
      h3("Screw clamp or push-in?"),
      bullets(
        "**Screw clamp** (ITB-S), such as the [TB-S25-GY](product-TB-S25-GY): familiar, tolerant of bare stranded wire, and checked with a torque screwdriver.",
        "**Push-in** (ITB-P), such as the [TB-P25-GY](product-TB-P25-GY): solid wire or ferruled stranded wire is pushed straight in, which cuts wiring time by half or more and never needs re-torquing.",
      ),
      h2("Colour conventions"),
      p(
        "Gray blocks carry ordinary circuits; blue marks neutral or intrinsically safe circuits; green (or green-yellow) marks protective earth; orange marks circuits that stay live when the main disconnect is open, as NFPA 79 asks. Our [wiring diagram conventions](resource-wiring-diagram-conventions) explain how we number and mark them.",
      ),
      h2("Quick comparison"),
      bullets(
        "Density: IEC wins, often three to four times as many connections per foot.",
        "Vibration and ring lugs: NEMA barrier strips win.",
        "Wire preparation: push-in needs ferrules on stranded wire; barrier strips need crimped ring or fork terminals.",
        "Cost per connection: similar once labour is counted; push-in is usually cheapest in a busy panel shop.",
      ),
    ],
    es: [
      p(
        "Los bloques de terminales son las piezas menos vistosas de un tablero y las que más toca un electricista. Elegir bien el tipo desde el principio ahorra horas de cableado y de búsqueda de fallas.",
      ),
      h2("Bloques de terminales NEMA tipo barrera"),
      p(
        "Los [bloques NEMA tipo barrera](category-nema-terminal-blocks) son regletas de una sola pieza con un tornillo por posición y barreras elevadas entre ellas. Se especifican en amperes y calibres AWG —nuestra serie TB-N va de 15 A a 85 A— y están pensados para terminales de ojillo o de horquilla.",
      ),
      bullets(
        "Un terminal de ojillo no se sale aunque el tornillo se afloje, por eso las regletas tipo barrera son buena opción en equipos con vibración y maquinaria móvil.",
        "Cada regleta tiene un largo fijo (de 1 a 12 posiciones), así que conviene prever posiciones de reserva desde el principio.",
        "Es fácil conectar el cableado de campo y los conductores gruesos, y un inspector ve todas las conexiones de un vistazo.",
      ),
      p("Una elección típica es el [TB-N30-12](product-TB-N30-12): 30 A y 12 posiciones, para el cableado de campo de un tablero de control de motores."),
      h2("Bloques de terminales IEC para riel DIN"),
      p(
        "Los [bloques de terminales IEC](category-iec-terminal-blocks) son módulos individuales que se montan a presión sobre riel DIN de 35 mm y se dimensionan por la sección del conductor en mm². Concentran muchas más conexiones en el mismo largo de riel y admiten puentes, tapas finales, marcadores y conectores de prueba.",
      ),
      h3("¿De tornillo o de inserción directa?"),
      bullets(
        "**De tornillo** (ITB-S), como el [TB-S25-GY](product-TB-S25-GY): conocido, admite cable multifilar sin terminal y se verifica con un destornillador dinamométrico.",
        "**De inserción directa** (ITB-P), como el [TB-P25-GY](product-TB-P25-GY): el cable rígido o el multifilar con puntera se inserta directamente, lo que reduce el tiempo de cableado a la mitad o menos y nunca requiere reapriete.",
      ),
      h2("Código de colores"),
      p(
        "Los bloques grises llevan los circuitos comunes; los azules identifican el neutro o los circuitos de seguridad intrínseca; los verdes (o verde-amarillo), la tierra de protección; los naranjas, los circuitos que siguen energizados con el seccionador principal abierto, como pide NFPA 79. Nuestras [convenciones de diagramas de cableado](resource-wiring-diagram-conventions) explican cómo los numeramos y marcamos.",
      ),
      h2("Comparación rápida"),
      bullets(
        "Densidad: gana IEC, a menudo con tres o cuatro veces más conexiones por metro.",
        "Vibración y terminales de ojillo: ganan las regletas NEMA tipo barrera.",
        "Preparación del cable: la inserción directa exige punteras en el cable multifilar; las regletas tipo barrera, terminales de ojillo u horquilla engarzados.",
        "Costo por conexión: parecido si se cuenta la mano de obra; en un taller con mucho trabajo, la inserción directa suele ser la más barata.",
      ),
    ],
  },
});

const wireDuct = editorial({
  id: "article-sizing-wire-duct-fill",
  type: "article",
  date: "2025-04-08T15:00:00.000Z",
  title: { en: "Sizing wire duct: how full is too full?", es: "Cómo dimensionar la canaleta: ¿cuánto es demasiado llena?" },
  slug: { en: "sizing-wire-duct-fill", es: "como-dimensionar-la-canaleta" },
  excerpt: {
    en: "A simple fill calculation, the 50 % design rule and when to choose narrow or wide slots.",
    es: "Un cálculo de llenado sencillo, la regla de diseño del 50 % y cuándo elegir ranura angosta o ancha.",
  },
  body: {
    en: [
      p(
        "Wire duct that is packed on day one is a problem on day two: the first field change means pulling covers that no longer fit. Sizing duct takes five minutes with a spreadsheet.",
      ),
      h2("The calculation"),
      numbers(
        "Count the conductors that will run in each duct section, by gauge.",
        "Multiply each count by the conductor's cross-sectional area including insulation. Typical values: 18 AWG TFFN 0.0055 in², 16 AWG TFFN 0.0072 in², 14 AWG THHN 0.0097 in², 12 AWG THHN 0.0133 in².",
        "Add the areas and divide by the duct's usable interior area (from the manufacturer, roughly 85 % of width × height).",
      ),
      p(
        "Example: 150 conductors of 16 AWG and 30 of 14 AWG total about 1.4 in². A [2 × 3 in duct](product-WDS-2X3-GR) offers about 5 in² inside, so fill is near 28 % — comfortable. A 1 × 3 in duct, with about 2.5 in², would already be at 56 %.",
      ),
      h2("Design for 50 %, never exceed 70 %"),
      p(
        "Aim for no more than half full when the panel ships. That leaves space for modifications, keeps heat down in power ducts and lets covers close without forcing. Above about 70 % the wires spill out of the slots and the cover fights you.",
      ),
      h2("Narrow slot or wide slot?"),
      bullets(
        "**Narrow slot** (WDN) holds small-gauge control wires neatly in place and suits dense PLC I/O wiring, for example the [WDN-1X2-GR](product-WDN-1X2-GR).",
        "**Wide slot** (WDS) passes larger conductors and bundles and is quicker to wire into; use it for power wiring and field terminations.",
      ),
      h2("Layout tips"),
      bullets(
        "Keep motor power and analog signals in separate ducts, or at least separate sides of the panel.",
        "Leave 1 to 1.5 in between duct and the rows of [terminal blocks](article-nema-vs-iec-terminal-blocks) so wires can bend without strain.",
        "Use white or gray duct inside gray panels; black duct hides dirt but makes inspection harder.",
      ),
      h2("Ordering"),
      p(
        "Our [wire duct](category-wire-duct) ships in 2 m lengths, by the carton. Quantities that are not a whole number of cartons are possible but count as non-standard and carry a small handling charge per line, so it usually pays to round up.",
      ),
    ],
    es: [
      p(
        "Una canaleta llena el primer día es un problema el segundo: el primer cambio en campo obliga a quitar tapas que ya no cierran. Dimensionar la canaleta toma cinco minutos con una hoja de cálculo.",
      ),
      h2("El cálculo"),
      numbers(
        "Cuente los conductores que irán por cada tramo de canaleta, por calibre.",
        "Multiplique cada cantidad por la sección del conductor con su aislamiento. Valores típicos: 18 AWG TFFN 0,0055 pulg², 16 AWG TFFN 0,0072 pulg², 14 AWG THHN 0,0097 pulg², 12 AWG THHN 0,0133 pulg².",
        "Sume las secciones y divida entre el área interior útil de la canaleta (del fabricante; aproximadamente el 85 % de ancho × alto).",
      ),
      p(
        "Ejemplo: 150 conductores de 16 AWG y 30 de 14 AWG suman cerca de 1,4 pulg². Una [canaleta de 2 × 3 pulg](product-WDS-2X3-GR) ofrece unas 5 pulg² útiles, así que el llenado ronda el 28 %: holgado. Una canaleta de 1 × 3 pulg, con unas 2,5 pulg², ya estaría al 56 %.",
      ),
      h2("Diseñe para el 50 % y nunca pase del 70 %"),
      p(
        "Procure que la canaleta no esté a más de la mitad cuando el tablero sale del taller. Así queda espacio para modificaciones, se reduce el calor en las canaletas de potencia y las tapas cierran sin forzarlas. Por encima del 70 %, los cables se salen de las ranuras y la tapa no entra.",
      ),
      h2("¿Ranura angosta o ancha?"),
      bullets(
        "La **ranura angosta** (WDN) sujeta bien los cables de control de calibre pequeño y es adecuada para el cableado denso de E/S de PLC; por ejemplo, la [WDN-1X2-GR](product-WDN-1X2-GR).",
        "La **ranura ancha** (WDS) deja pasar conductores más gruesos y mazos de cables, y es más rápida de cablear; úsela para potencia y terminaciones de campo.",
      ),
      h2("Consejos de distribución"),
      bullets(
        "Separe la potencia de motores y las señales analógicas en canaletas distintas o, al menos, en lados distintos del tablero.",
        "Deje entre 25 y 40 mm entre la canaleta y las filas de [bloques de terminales](article-nema-vs-iec-terminal-blocks) para que los cables se doblen sin tensión.",
        "Use canaleta blanca o gris en tableros grises; la negra disimula la suciedad pero dificulta la inspección.",
      ),
      h2("Cómo pedirla"),
      p(
        "Nuestra [canaleta ranurada](category-wire-duct) se vende en tramos de 2 m, por caja completa. Se pueden pedir cantidades que no completen una caja, pero cuentan como no estándar y llevan un pequeño cargo de manejo por partida, así que normalmente conviene redondear hacia arriba.",
      ),
    ],
  },
});

const enclosures = editorial({
  id: "article-selecting-enclosure-ratings",
  type: "article",
  date: "2025-04-29T15:00:00.000Z",
  title: { en: "Selecting an enclosure rating: NEMA 12, 4, 4X and IP66", es: "Cómo elegir la clasificación de un gabinete: NEMA 12, 4, 4X e IP66" },
  slug: { en: "selecting-enclosure-ratings", es: "como-elegir-la-clasificacion-del-gabinete" },
  excerpt: {
    en: "What each NEMA type protects against, how IP codes compare, and why a NEMA 4X box is wasted if the door devices are not.",
    es: "Contra qué protege cada tipo NEMA, cómo se comparan los códigos IP y por qué un gabinete NEMA 4X no sirve de nada si los dispositivos de la puerta no lo son.",
  },
  body: {
    en: [
      p(
        "The enclosure rating describes the environment, not the equipment inside. Start by writing down what the panel will face: dust, dripping oil, hose-down, outdoor weather, cleaning chemicals or salt air.",
      ),
      h2("The NEMA types we stock"),
      bullets(
        "**NEMA 12** — indoor use, protects against dust, lint and dripping non-corrosive liquids. The standard choice for machine shops and dry manufacturing floors. Example: [ENC-12106-N12](product-ENC-12106-N12).",
        "**NEMA 4** — indoor or outdoor, protects against rain, splashing and hose-directed water. Painted steel; good for outdoor pump stations that do not see chemicals. Example: [ENC-1086-N4](product-ENC-1086-N4).",
        "**NEMA 4X** — everything NEMA 4 covers plus corrosion resistance. Our 4X enclosures are 304 stainless steel, the usual choice in food plants and water treatment. Example: [ENC-16146-N4X](product-ENC-16146-N4X).",
      ),
      h2("Where IP66 fits"),
      p(
        "IEC 60529 IP codes rate only ingress: the first digit for solids, the second for water. IP66 means dust-tight and protected against powerful water jets, which is roughly what a NEMA 4 enclosure achieves. The reverse is not true: NEMA types also test corrosion, gasket ageing and ice, so an IP66 rating alone does not make a box NEMA 4X.",
      ),
      h2("304 or 316 stainless?"),
      p(
        "304 stainless handles most washdown chemicals and outdoor exposure. Choose 316 where chlorides are present — coastal sites, brine, chlorine dosing rooms and some aggressive sanitizers. Ask us for 316 pricing; it is available on request.",
      ),
      h2("The rating is only as good as the door"),
      p(
        "Every hole you cut is a leak path. Use operators rated at least as high as the enclosure: the [22 mm NEMA push buttons](category-22mm-nema-push-buttons) are rated 4/4X/13, and [stainless control stations](category-control-stations) such as the [CS22-1H-SS](product-CS22-1H-SS) carry 4X. Mount them with the supplied gaskets and torque the rings evenly.",
      ),
      h2("Heat"),
      p(
        "A sealed NEMA 4X box cannot breathe. Add up the watts lost by drives, power supplies and contactor coils and check the temperature rise before choosing the size; a larger enclosure is often cheaper than an air conditioner.",
      ),
      p(
        "See how these choices play out in [food and beverage](industry-food-beverage) and [water and wastewater](industry-water-wastewater) plants, or read the white paper on [corrosion-resistant washdown panels](whitePaper-washdown-control-panels).",
      ),
    ],
    es: [
      p(
        "La clasificación del gabinete describe el ambiente, no el equipo que va adentro. Empiece por anotar a qué estará expuesto el tablero: polvo, goteo de aceite, lavado a manguera, intemperie, productos de limpieza o aire salino.",
      ),
      h2("Los tipos NEMA que manejamos"),
      bullets(
        "**NEMA 12**: uso interior; protege contra polvo, pelusa y goteo de líquidos no corrosivos. Es la opción estándar para talleres y plantas secas. Ejemplo: [ENC-12106-N12](product-ENC-12106-N12).",
        "**NEMA 4**: uso interior o exterior; protege contra lluvia, salpicaduras y chorro de manguera. De acero pintado; adecuado para estaciones de bombeo a la intemperie sin químicos. Ejemplo: [ENC-1086-N4](product-ENC-1086-N4).",
        "**NEMA 4X**: todo lo que cubre NEMA 4 más resistencia a la corrosión. Nuestros gabinetes 4X son de acero inoxidable 304, la opción habitual en plantas de alimentos y de tratamiento de agua. Ejemplo: [ENC-16146-N4X](product-ENC-16146-N4X).",
      ),
      h2("Dónde entra IP66"),
      p(
        "Los códigos IP de la IEC 60529 solo califican la penetración: el primer dígito para sólidos y el segundo para agua. IP66 significa hermético al polvo y protegido contra chorros de agua potentes, más o menos lo que logra un gabinete NEMA 4. Lo contrario no se cumple: los tipos NEMA también prueban corrosión, envejecimiento de empaques y hielo, de modo que una clasificación IP66 por sí sola no convierte un gabinete en NEMA 4X.",
      ),
      h2("¿Inoxidable 304 o 316?"),
      p(
        "El inoxidable 304 resiste la mayoría de los químicos de lavado y la intemperie. Elija 316 donde haya cloruros: sitios costeros, salmuera, cuartos de dosificación de cloro y algunos sanitizantes agresivos. Pídanos precio del 316; está disponible bajo pedido.",
      ),
      h2("La clasificación vale lo que vale la puerta"),
      p(
        "Cada perforación es una posible entrada de agua. Use operadores con una clasificación al menos igual a la del gabinete: los [pulsadores NEMA de 22 mm](category-22mm-nema-push-buttons) son 4/4X/13, y las [estaciones de control](category-control-stations) de inoxidable, como la [CS22-1H-SS](product-CS22-1H-SS), son 4X. Móntelos con los empaques incluidos y apriete los anillos de manera pareja.",
      ),
      h2("Calor"),
      p(
        "Un gabinete NEMA 4X sellado no respira. Sume las pérdidas en watts de variadores, fuentes y bobinas de contactores y verifique el aumento de temperatura antes de elegir el tamaño; a menudo un gabinete más grande sale más barato que un aire acondicionado.",
      ),
      p(
        "Vea cómo se aplican estas decisiones en plantas de [alimentos y bebidas](industry-food-beverage) y de [agua y aguas residuales](industry-water-wastewater), o lea el documento técnico sobre [tableros resistentes a la corrosión para zonas de lavado](whitePaper-washdown-control-panels).",
      ),
    ],
  },
});

const motorProtection = editorial({
  id: "article-mpcb-vs-overload-relays",
  type: "article",
  date: "2025-05-20T15:00:00.000Z",
  title: {
    en: "Motor protection circuit breakers or overload relays?",
    es: "¿Guardamotor o relé de sobrecarga?",
  },
  slug: { en: "mpcb-vs-overload-relays", es: "guardamotor-o-rele-de-sobrecarga" },
  excerpt: {
    en: "Two ways to protect a motor branch: what each device does, what the listings allow and how to size either for a real motor.",
    es: "Dos formas de proteger un circuito de motor: qué hace cada dispositivo, qué permiten sus certificaciones y cómo dimensionar cada uno para un motor real.",
  },
  body: {
    en: [
      p(
        "Every motor branch needs three things: short-circuit protection, overload protection and a way to switch the motor. How you split those jobs between devices decides panel size, cost and what the maintenance crew has to reset at 3 a.m.",
      ),
      h2("The traditional starter: fuses, contactor and overload relay"),
      p(
        "A [thermal overload relay](category-overload-relays) mounts under the contactor and opens its control contact when the motor draws too much current for too long. It does not interrupt fault current, so branch-circuit fuses or a breaker must sit upstream.",
      ),
      bullets(
        "Set the dial to the motor's nameplate full-load current.",
        "Trip class 10 suits most pumps and fans; class 20 allows longer starts for high-inertia loads such as loaded conveyors and crushers. Our OL series offers both, for example [OL-9-13-C10](product-OL-9-13-C10).",
        "Manual reset is the safe default; automatic reset only where a restart cannot surprise anyone.",
      ),
      h2("The motor protection circuit breaker"),
      p(
        "A [motor protection circuit breaker](category-motor-protection-circuit-breakers) (MPCB) combines an adjustable thermal overload, a magnetic short-circuit trip at about 13 times the setting, phase-loss sensitivity and a manual on/off switch in one 45 mm device. With a contactor it forms a compact starter with no fuses to stock.",
      ),
      h3("Check the listing"),
      p(
        "In North America many MPCBs are listed as manual motor controllers, and then they still need upstream branch-circuit protection or must be installed under group-installation rules. Only a device marked for Type E (self-protected) use, with its line-side terminal adapter where required, may be the branch protection on its own. The rating plate tells you which.",
      ),
      h2("Sizing example"),
      p("A 2 HP, 460 V motor draws about 3.4 A. Either choice works:"),
      bullets(
        "[MPCB-32-4-PB](product-MPCB-32-4-PB) (2.5–4 A), set to 3.4 A, ahead of a 9 A contactor such as [CC-9-10-24D](product-CC-9-10-24D).",
        "Or a 9 A contactor with an [OL-25-4-C10](product-OL-25-4-C10) overload relay (2.5–4 A), protected by suitable branch fuses.",
      ),
      h2("Which to choose"),
      bullets(
        "Choose MPCBs for many small motors in one panel: fewer parts, a visible trip indication and a lockable handle at each motor.",
        "Choose overload relays for larger motors, where fuses give higher short-circuit ratings, or where the plant standard already calls for them.",
        "Either way, the combination determines the panel's short-circuit current rating — see our white paper on [SCCR for industrial control panels](whitePaper-sccr-for-industrial-control-panels).",
      ),
      p("Still choosing the contactor itself? Read [choosing a contactor](article-choosing-a-contactor) first."),
    ],
    es: [
      p(
        "Todo circuito derivado de motor necesita tres cosas: protección contra cortocircuito, protección contra sobrecarga y un medio para maniobrar el motor. Cómo se repartan esas funciones entre los dispositivos determina el tamaño del tablero, el costo y lo que el personal de mantenimiento tendrá que rearmar a las 3 de la mañana.",
      ),
      h2("El arrancador tradicional: fusibles, contactor y relé de sobrecarga"),
      p(
        "El [relé térmico de sobrecarga](category-overload-relays) se monta debajo del contactor y abre su contacto de mando cuando el motor consume demasiada corriente durante demasiado tiempo. No interrumpe corrientes de falla, así que aguas arriba debe haber fusibles o un interruptor para el circuito derivado.",
      ),
      bullets(
        "Ajuste el dial a la corriente a plena carga de la placa del motor.",
        "La clase de disparo 10 sirve para la mayoría de bombas y ventiladores; la clase 20 admite arranques más largos en cargas de mucha inercia, como transportadores cargados y trituradoras. Nuestra serie OL ofrece ambas; por ejemplo, el [OL-9-13-C10](product-OL-9-13-C10).",
        "El rearme manual es la opción segura por defecto; use el automático solo donde un rearranque no pueda sorprender a nadie.",
      ),
      h2("El guardamotor"),
      p(
        "Un [guardamotor](category-motor-protection-circuit-breakers) combina en un solo aparato de 45 mm una protección térmica regulable, un disparo magnético contra cortocircuito de unas 13 veces el ajuste, sensibilidad a la pérdida de fase y un interruptor manual. Con un contactor forma un arrancador compacto, sin fusibles que mantener en inventario.",
      ),
      h3("Revise la certificación"),
      p(
        "En Norteamérica muchos guardamotores están listados como controladores manuales de motor, y en ese caso siguen necesitando protección del circuito derivado aguas arriba o deben instalarse según las reglas de instalación en grupo. Solo un aparato marcado para uso Tipo E (autoprotegido), con su adaptador de bornes del lado de línea cuando se requiera, puede ser por sí solo la protección del circuito derivado. La placa de datos lo indica.",
      ),
      h2("Ejemplo de dimensionamiento"),
      p("Un motor de 2 HP a 460 V consume unos 3,4 A. Cualquiera de las dos opciones sirve:"),
      bullets(
        "[MPCB-32-4-PB](product-MPCB-32-4-PB) (2,5–4 A), ajustado a 3,4 A, antes de un contactor de 9 A como el [CC-9-10-24D](product-CC-9-10-24D).",
        "O un contactor de 9 A con un relé de sobrecarga [OL-25-4-C10](product-OL-25-4-C10) (2,5–4 A), protegido con fusibles adecuados para el circuito derivado.",
      ),
      h2("Cuál elegir"),
      bullets(
        "Elija guardamotores cuando haya muchos motores pequeños en un tablero: menos piezas, indicación visible de disparo y una manija bloqueable por motor.",
        "Elija relés de sobrecarga para motores más grandes, donde los fusibles dan mayor capacidad de cortocircuito, o cuando el estándar de la planta ya los exige.",
        "En ambos casos, la combinación determina la corriente de cortocircuito asignada del tablero; consulte nuestro documento técnico sobre [SCCR en tableros de control industrial](whitePaper-sccr-for-industrial-control-panels).",
      ),
      p("¿Aún está eligiendo el contactor? Lea primero [cómo elegir un contactor](article-choosing-a-contactor)."),
    ],
  },
});

export function articles(): EditorialDoc[] {
  return [contactor, pushButtons, terminalBlocks, wireDuct, enclosures, motorProtection];
}
