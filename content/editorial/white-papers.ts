/** White papers: longer engineering notes, organised in sections. */
import type { EditorialDoc } from "../../app/services/content/types";
import { editorial } from "./doc";
import { bullets, h2, h3, numbers, p, quote } from "./pt";

const sccr = editorial({
  id: "whitePaper-sccr-for-industrial-control-panels",
  type: "whitePaper",
  date: "2024-10-15T15:00:00.000Z",
  title: {
    en: "Short-circuit current ratings for industrial control panels",
    es: "Corriente de cortocircuito asignada (SCCR) en tableros de control industrial",
  },
  slug: { en: "sccr-for-industrial-control-panels", es: "sccr-en-tableros-de-control-industrial" },
  excerpt: {
    en: "What SCCR means, why inspectors ask for it, and a step-by-step method to determine and raise the rating of a panel.",
    es: "Qué significa la SCCR, por qué la piden los inspectores y un método paso a paso para determinar y aumentar la corriente de cortocircuito asignada de un tablero.",
  },
  body: {
    en: [
      h2("Summary"),
      p(
        "The short-circuit current rating (SCCR) of a control panel is the highest fault current the panel can withstand safely. The National Electrical Code requires it to be marked on industrial control panels and industrial machinery, and forbids installing a panel where the available fault current exceeds it. A panel built from good components can still end up with a low rating because of one weak device. This paper explains how the rating is determined and how to raise it economically.",
      ),
      h2("1. Why SCCR matters"),
      p(
        "When a bolted fault occurs, the utility transformer and the service conductors decide how much current flows — often 25 kA to 65 kA at a large plant's 480 V switchboard. Every component between the supply and the fault sees that current until a protective device opens. A component that is not rated for it can rupture, throw molten metal or weld its contacts closed.",
      ),
      bullets(
        "NEC 409.110 requires the SCCR to be marked on every industrial control panel.",
        "NEC 409.22 and 670.5 forbid installing panels and industrial machinery where the available fault current exceeds the marked SCCR.",
        "Inspectors increasingly compare the nameplate SCCR with the available fault current labelled at the service (NEC 110.24).",
      ),
      h2("2. How the rating is determined"),
      p(
        "UL 508A Supplement SB describes the accepted method. In short, the panel's rating is that of its weakest power-circuit component, adjusted for any current-limiting device ahead of it.",
      ),
      numbers(
        "List every component in the power circuit: disconnect, branch protection, contactors, overload relays, motor protection circuit breakers, terminal blocks, power distribution blocks. Control circuits fed by a transformer with a secondary of 10 kVA or less are excluded.",
        "Record each component's SCCR or interrupting rating from its marking or the manufacturer's tested combinations. Components without a marked rating take the default value from Table SB4.1 — for many small motor controllers only 5 kA.",
        "Where a current-limiting device (for example Class J or CC fuses, or a listed current-limiting breaker) feeds a branch, components downstream may take the higher rating that the limiting device allows.",
        "The lowest result across all branches, and the feeder, is the panel SCCR.",
      ),
      h2("3. A worked example"),
      p(
        "A conveyor panel has a 30 A fusible disconnect with Class J fuses ([DS-FUS-30-J](product-DS-FUS-30-J)), six [motor protection circuit breakers](category-motor-protection-circuit-breakers) with [IEC contactors](category-contactors-control-relays), and [IEC terminal blocks](category-iec-terminal-blocks) for field wiring.",
      ),
      bullets(
        "MPCB and contactor combinations: tested at a high rating behind the MPCB at 480 V, per the manufacturer's combination table.",
        "Terminal blocks: default rating 10 kA unless marked higher.",
        "Fusible disconnect with Class J fuses: 100 kA or more.",
      ),
      p(
        "Without further analysis the panel SCCR is 10 kA, set by the terminal blocks. Because the Class J fuses limit the let-through current in the feeder, the terminal blocks on the load side can be evaluated at the fuses' let-through level, and the panel reaches the combination rating of the starters.",
      ),
      h2("4. How to raise a low rating"),
      bullets(
        "Use marked, high-fault components rather than relying on defaults.",
        "Put current-limiting fuses (Class J or CC) in the feeder.",
        "Use tested combinations of MPCB and contactor from the same manufacturer.",
        "Check the ratings of power distribution blocks and terminal blocks in the feeder: they are the most common weak link.",
      ),
      h3("Keep the evidence"),
      p(
        "Record the SCCR of every component and the tables you relied on in the panel file. When an inspector questions the nameplate, the worksheet is the answer.",
      ),
      quote("The panel rating is not the best component's rating. It is the weakest one's."),
      p(
        "For the differences between starter types, read [MPCBs or overload relays](article-mpcb-vs-overload-relays); for replacing components without lowering the rating, see the [cross-reference guide](resource-cross-reference-guide).",
      ),
    ],
    es: [
      h2("Resumen"),
      p(
        "La corriente de cortocircuito asignada (SCCR, por sus siglas en inglés) de un tablero de control es la mayor corriente de falla que el tablero soporta con seguridad. El Código Eléctrico Nacional (NEC) de EE. UU. exige marcarla en los tableros de control industrial y en la maquinaria industrial, y prohíbe instalar un tablero donde la corriente de falla disponible la supere. Un tablero armado con buenos componentes puede terminar con una SCCR baja por culpa de un solo dispositivo débil. Este documento explica cómo se determina la SCCR y cómo aumentarla de forma económica.",
      ),
      h2("1. Por qué importa la SCCR"),
      p(
        "Cuando ocurre una falla franca, el transformador de la compañía eléctrica y los conductores de acometida determinan cuánta corriente circula: a menudo de 25 kA a 65 kA en el tablero general de 480 V de una planta grande. Cada componente entre la fuente y la falla soporta esa corriente hasta que abre un dispositivo de protección. Un componente que no está especificado para ello puede reventar, despedir metal fundido o soldar sus contactos.",
      ),
      bullets(
        "El artículo 409.110 del NEC exige marcar la SCCR en todo tablero de control industrial.",
        "Los artículos 409.22 y 670.5 del NEC prohíben instalar tableros y maquinaria industrial donde la corriente de falla disponible supere la SCCR marcada.",
        "Los inspectores comparan cada vez más la SCCR de la placa con la corriente de falla disponible rotulada en la acometida (NEC 110.24).",
      ),
      h2("2. Cómo se determina la SCCR"),
      p(
        "El suplemento SB de la norma UL 508A describe el método aceptado. En resumen, la SCCR del tablero es la de su componente de potencia más débil, ajustada por cualquier dispositivo limitador de corriente que haya aguas arriba.",
      ),
      numbers(
        "Haga una lista de todos los componentes del circuito de potencia: seccionador, protección de circuitos derivados, contactores, relés de sobrecarga, guardamotores, bloques de terminales y bloques de distribución. Se excluyen los circuitos de control alimentados por un transformador con secundario de 10 kVA o menos.",
        "Anote la SCCR o la capacidad de interrupción de cada componente según su marcado o las combinaciones probadas por el fabricante. Los componentes sin SCCR marcada toman el valor predeterminado de la tabla SB4.1: para muchos controladores de motor pequeños, apenas 5 kA.",
        "Donde un dispositivo limitador de corriente (por ejemplo, fusibles clase J o CC, o un interruptor limitador listado) alimenta un circuito derivado, los componentes aguas abajo pueden tomar el valor mayor que ese dispositivo permite.",
        "El resultado más bajo entre todos los circuitos derivados y el alimentador es la SCCR del tablero.",
      ),
      h2("3. Un ejemplo resuelto"),
      p(
        "Un tablero de transportador tiene un seccionador con fusibles de 30 A con fusibles clase J ([DS-FUS-30-J](product-DS-FUS-30-J)), seis [guardamotores](category-motor-protection-circuit-breakers) con [contactores IEC](category-contactors-control-relays) y [bloques de terminales IEC](category-iec-terminal-blocks) para el cableado de campo.",
      ),
      bullets(
        "Combinaciones de guardamotor y contactor: probadas a un valor alto detrás del guardamotor a 480 V, según la tabla de combinaciones del fabricante.",
        "Bloques de terminales: valor predeterminado de 10 kA, salvo que estén marcados con uno mayor.",
        "Seccionador con fusibles clase J: 100 kA o más.",
      ),
      p(
        "Sin más análisis, la SCCR del tablero es de 10 kA, fijada por los bloques de terminales. Como los fusibles clase J limitan la corriente de paso en el alimentador, los bloques de terminales del lado de la carga pueden evaluarse con la corriente de paso de los fusibles, y el tablero alcanza la SCCR de combinación de los arrancadores.",
      ),
      h2("4. Cómo aumentar una SCCR baja"),
      bullets(
        "Use componentes marcados para corrientes de falla altas en lugar de depender de los valores predeterminados.",
        "Coloque fusibles limitadores de corriente (clase J o CC) en el alimentador.",
        "Use combinaciones probadas de guardamotor y contactor del mismo fabricante.",
        "Revise la SCCR de los bloques de distribución y de terminales del alimentador: son el eslabón débil más común.",
      ),
      h3("Conserve la evidencia"),
      p(
        "Registre en el expediente del tablero la SCCR de cada componente y las tablas en las que se basó. Cuando un inspector cuestione la placa, la hoja de cálculo es la respuesta.",
      ),
      quote("La SCCR del tablero no es la del mejor componente, sino la del más débil."),
      p(
        "Para conocer las diferencias entre tipos de arrancador, lea [guardamotor o relé de sobrecarga](article-mpcb-vs-overload-relays); para reemplazar componentes sin bajar la SCCR, consulte la [guía de referencias cruzadas](resource-cross-reference-guide).",
      ),
    ],
  },
});

const emergencyStops = editorial({
  id: "whitePaper-designing-emergency-stop-circuits",
  type: "whitePaper",
  date: "2024-12-03T15:00:00.000Z",
  title: { en: "Designing emergency stop circuits", es: "Diseño de circuitos de paro de emergencia" },
  slug: { en: "designing-emergency-stop-circuits", es: "diseno-de-circuitos-de-paro-de-emergencia" },
  excerpt: {
    en: "Stop categories, direct-opening contacts, redundancy and reset: what NFPA 79, IEC 60204-1 and ISO 13850 expect of an emergency stop.",
    es: "Categorías de paro, contactos de apertura directa, redundancia y rearme: lo que NFPA 79, IEC 60204-1 e ISO 13850 esperan de un paro de emergencia.",
  },
  body: {
    en: [
      h2("Summary"),
      p(
        "An emergency stop is a complementary protective measure: it does not replace guards or safeguarding, but it must work every time someone reaches for it. This paper walks through the device, the circuit and the reset, and links each decision to the relevant standard.",
      ),
      h2("1. The device"),
      bullets(
        "Red actuator on a yellow background, mushroom or palm type, latching when pressed (ISO 13850).",
        "Contacts with direct (positive) opening action, so a welded contact is forced open by the actuator itself (IEC 60947-5-5).",
        "Released only by a deliberate action — twist, pull or key — never by the reset of the machine.",
      ),
      p(
        'Our [22 mm](category-22mm-emergency-stops) and [30 mm emergency stops](category-30mm-emergency-stops) meet these requirements. For two-channel circuits, choose a version with two normally closed contacts such as the [ES22-40-02](product-ES22-40-02), and add an "EMERGENCY STOP" [legend plate](product-LP22-ESTOP-Y).',
      ),
      h2("2. Stop categories"),
      p("IEC 60204-1 and NFPA 79 define three stop categories. An emergency stop must be category 0 or 1:"),
      bullets(
        "**Category 0:** immediate removal of power to the actuators — an uncontrolled stop.",
        "**Category 1:** a controlled stop with power available to the actuators to achieve the stop, then removal of power. Common on drives with high inertia.",
        "**Category 2:** a controlled stop with power left on. Not permitted for emergency stop.",
      ),
      h2("3. The circuit"),
      p("The required reliability comes from the risk assessment (ISO 12100) and the performance level it demands (ISO 13849-1). As a starting point:"),
      numbers(
        "Wire the emergency stop contacts in series with the power contactor coils or the drive's safe torque off input — hard-wired, not only through a PLC input.",
        "For higher performance levels use two channels: two NC contacts on the device, each driving its own contactor, monitored by a safety relay or safety controller that detects a welded contact or a cross-fault.",
        "Use [contactors](category-contactors-control-relays) with mirror contacts, or a [control relay](product-CR-40-24A) with mechanically linked contacts only where the design allows it, to feed back the contactor state.",
        "Keep the emergency stop circuit independent of the normal stop circuit.",
      ),
      h2("4. Reset"),
      p(
        "Releasing the emergency stop must not restart the machine. A separate, deliberate reset — usually a blue push button — re-enables the control circuit, and a normal start is then required. Place the reset where the operator can see the hazardous area.",
      ),
      h2("5. Placement and testing"),
      bullets(
        "One at every operator station and wherever a person may need to stop the machine, within easy reach.",
        "Not recessed or guarded in a way that delays operation, and not so exposed that it is pressed by accident.",
        "Test the function at commissioning and at intervals set by the risk assessment; record the tests.",
      ),
      quote("An emergency stop that has never been tested is an assumption, not a safety function."),
      p(
        "For operator sizes and panel layout, see [22 mm or 30 mm push buttons](article-22mm-vs-30mm-push-buttons) and the [panel cut-out template guide](resource-panel-cut-out-templates).",
      ),
    ],
    es: [
      h2("Resumen"),
      p(
        "El paro de emergencia es una medida de protección complementaria: no sustituye a las guardas ni a los resguardos, pero tiene que funcionar cada vez que alguien lo accione. Este documento recorre el dispositivo, el circuito y el rearme, y relaciona cada decisión con la norma correspondiente.",
      ),
      h2("1. El dispositivo"),
      bullets(
        "Actuador rojo sobre fondo amarillo, tipo hongo o palma, que se enclava al presionarlo (ISO 13850).",
        "Contactos con apertura directa (positiva), de modo que el propio actuador fuerza la apertura de un contacto soldado (IEC 60947-5-5).",
        "Se libera solo con una acción deliberada —girar, tirar o usar una llave—, nunca con el rearme de la máquina.",
      ),
      p(
        "Nuestros [paros de emergencia de 22 mm](category-22mm-emergency-stops) y [de 30 mm](category-30mm-emergency-stops) cumplen estos requisitos. Para circuitos de dos canales, elija una versión con dos contactos normalmente cerrados, como el [ES22-40-02](product-ES22-40-02), y agregue una [placa de leyenda](product-LP22-ESTOP-Y) «PARO DE EMERGENCIA».",
      ),
      h2("2. Categorías de paro"),
      p("IEC 60204-1 y NFPA 79 definen tres categorías de paro. Un paro de emergencia debe ser de categoría 0 o 1:"),
      bullets(
        "**Categoría 0:** corte inmediato de la energía a los actuadores; un paro no controlado.",
        "**Categoría 1:** un paro controlado, con energía disponible en los actuadores para lograr la detención, y luego el corte de energía. Es habitual en variadores con mucha inercia.",
        "**Categoría 2:** un paro controlado que deja la energía conectada. No se permite para el paro de emergencia.",
      ),
      h2("3. El circuito"),
      p("La confiabilidad necesaria surge de la evaluación de riesgos (ISO 12100) y del nivel de desempeño que exige (ISO 13849-1). Como punto de partida:"),
      numbers(
        "Cablee los contactos del paro de emergencia en serie con las bobinas de los contactores de potencia o con la entrada de desconexión segura del par del variador: cableado físico, no solo a través de una entrada de PLC.",
        "Para niveles de desempeño más altos, use dos canales: dos contactos NC en el dispositivo, cada uno accionando su propio contactor, supervisados por un relé o controlador de seguridad que detecte un contacto soldado o un cortocircuito entre canales.",
        "Use [contactores](category-contactors-control-relays) con contactos espejo, o un [relé de control](product-CR-40-24A) con contactos mecánicamente unidos solo donde el diseño lo permita, para retroalimentar el estado del contactor.",
        "Mantenga el circuito de paro de emergencia independiente del circuito de paro normal.",
      ),
      h2("4. Rearme"),
      p(
        "Liberar el paro de emergencia no debe volver a arrancar la máquina. Un rearme separado y deliberado —normalmente un pulsador azul— rehabilita el circuito de control, y después se requiere un arranque normal. Ubique el rearme donde el operador pueda ver la zona de peligro.",
      ),
      h2("5. Ubicación y pruebas"),
      bullets(
        "Uno en cada puesto de operación y en cualquier lugar donde una persona pueda necesitar detener la máquina, al alcance de la mano.",
        "Ni empotrado ni protegido de forma que retrase su accionamiento, ni tan expuesto que se presione por accidente.",
        "Pruebe la función en la puesta en marcha y con la frecuencia que fije la evaluación de riesgos; registre las pruebas.",
      ),
      quote("Un paro de emergencia que nunca se ha probado es una suposición, no una función de seguridad."),
      p(
        "Para los tamaños de operador y la distribución del panel, vea [¿pulsadores de 22 mm o de 30 mm?](article-22mm-vs-30mm-push-buttons) y la [guía de plantillas de perforación](resource-panel-cut-out-templates).",
      ),
    ],
  },
});

const washdown = editorial({
  id: "whitePaper-washdown-control-panels",
  type: "whitePaper",
  date: "2025-06-10T15:00:00.000Z",
  title: {
    en: "Corrosion-resistant control panels for washdown areas",
    es: "Tableros de control resistentes a la corrosión para zonas de lavado",
  },
  slug: { en: "washdown-control-panels", es: "tableros-de-control-para-zonas-de-lavado" },
  excerpt: {
    en: "Enclosure material, gaskets, cable entries, condensation and hygienic mounting for panels that are hosed down every shift.",
    es: "Material del gabinete, empaques, entradas de cable, condensación y montaje higiénico para tableros que se lavan en cada turno.",
  },
  body: {
    en: [
      h2("Summary"),
      p(
        "Panels in meat, dairy, beverage and bakery plants face hot water, high pressure and aggressive chemicals every day. Most washdown failures are not caused by the enclosure body but by the details: a cable entry, a gasket, a pilot light or condensation inside the box. This paper collects the practices that keep water out and keep the panel cleanable.",
      ),
      h2("1. Choosing the enclosure"),
      bullets(
        "Specify NEMA 4X as a minimum in any area that is hosed down; see [selecting enclosure ratings](article-selecting-enclosure-ratings).",
        "304 stainless steel suits most plants; choose 316 where chlorinated or chloride-based sanitizers are used.",
        "Prefer enclosures with sloped tops in the splash zone so water and debris do not pool; where a flat-top box must be used, such as the [ENC-16146-N4X](product-ENC-16146-N4X), mount it under a sloped hood.",
        "Keep the panel out of the direct spray path if the layout allows it. The best-sealed panel is the one that is never hit.",
      ),
      h2("2. Door devices"),
      p(
        "Every operator, pilot light and display is an opening. Use [22 mm NEMA push buttons](category-22mm-nema-push-buttons) rated 4X and IP66 with metal bezels, and replace the supplied gasket whenever an operator is removed. Where controls are needed at the machine, a small [stainless control station](category-control-stations) is easier to clean than a large door full of devices.",
      ),
      h2("3. Cable entries"),
      bullets(
        "Enter from the bottom whenever possible; never from the top in a washdown area.",
        "Use liquid-tight fittings or cable glands rated for the enclosure type, torqued to the manufacturer's value.",
        "Leave a drip loop on every cable so water runs off before it reaches the fitting.",
      ),
      h2("4. Condensation and breathing"),
      p(
        "A warm panel sprayed with cold water cools suddenly and pulls in moist air through any weakness — the enclosure breathes. Over time water collects inside even a perfectly sealed box.",
      ),
      bullets(
        "Fit a washdown-rated breather and drain at the bottom of the enclosure.",
        "Keep the interior slightly warm with a small thermostatically controlled heater where the panel is idle for long periods.",
        "Avoid over-sizing the cooling: an air conditioner that cycles hard makes condensation worse.",
      ),
      h2("5. Hygienic mounting"),
      numbers(
        "Stand the enclosure off the wall by at least 1 in (25 mm) with stainless spacers, or seal it fully to the wall, so that nothing can harbour behind it.",
        "Use stainless hardware throughout; a zinc-plated screw on a stainless box will rust and stain within weeks.",
        "Label with engraved stainless or laminated tags rated for washdown; paper labels do not last.",
      ),
      h2("6. Inspection checklist"),
      bullets(
        "Gaskets intact, soft and continuous; no cuts at the corners.",
        "Latches closed and tight after every cleaning.",
        "No water or residue inside at the bottom of the enclosure.",
        "All door devices tight, with their gaskets in place.",
      ),
      p("For a view of how these panels fit into a plant, see [food and beverage](industry-food-beverage)."),
    ],
    es: [
      h2("Resumen"),
      p(
        "Los tableros de plantas cárnicas, lácteas, de bebidas y de panificación enfrentan todos los días agua caliente, alta presión y químicos agresivos. La mayoría de las fallas por lavado no se deben al cuerpo del gabinete, sino a los detalles: una entrada de cable, un empaque, un piloto o la condensación dentro de la caja. Este documento reúne las prácticas que mantienen el agua afuera y el tablero fácil de limpiar.",
      ),
      h2("1. Elección del gabinete"),
      bullets(
        "Especifique como mínimo NEMA 4X en cualquier zona que se lave a manguera; vea [cómo elegir la clasificación del gabinete](article-selecting-enclosure-ratings).",
        "El inoxidable 304 sirve para la mayoría de las plantas; elija 316 donde se usen sanitizantes clorados o a base de cloruros.",
        "En la zona de salpicadura, prefiera gabinetes con techo inclinado para que el agua y los residuos no se acumulen; si debe usar un gabinete de techo plano, como el [ENC-16146-N4X](product-ENC-16146-N4X), móntelo bajo una cubierta inclinada.",
        "Si la distribución lo permite, saque el tablero de la trayectoria directa del chorro. El tablero mejor sellado es el que nunca recibe el chorro.",
      ),
      h2("2. Dispositivos de la puerta"),
      p(
        "Cada operador, piloto o pantalla es una abertura. Use [pulsadores NEMA de 22 mm](category-22mm-nema-push-buttons) con clasificación 4X e IP66 y bisel metálico, y cambie el empaque cada vez que retire un operador. Donde se necesiten mandos junto a la máquina, una pequeña [estación de control de inoxidable](category-control-stations) es más fácil de limpiar que una puerta grande llena de dispositivos.",
      ),
      h2("3. Entradas de cable"),
      bullets(
        "Entre por la parte inferior siempre que sea posible; nunca por arriba en una zona de lavado.",
        "Use conectores herméticos a líquidos o prensaestopas con la clasificación del gabinete, apretados al valor del fabricante.",
        "Deje un bucle de goteo en cada cable para que el agua escurra antes de llegar al conector.",
      ),
      h2("4. Condensación y respiración"),
      p(
        "Un tablero tibio que recibe agua fría se enfría de golpe y aspira aire húmedo por cualquier punto débil: el gabinete respira. Con el tiempo se acumula agua adentro, incluso en una caja perfectamente sellada.",
      ),
      bullets(
        "Instale un respiradero y un drenaje aptos para lavado en la parte inferior del gabinete.",
        "Mantenga el interior ligeramente tibio con un pequeño calefactor con termostato donde el tablero pase mucho tiempo sin operar.",
        "No sobredimensione la refrigeración: un aire acondicionado que arranca y para constantemente empeora la condensación.",
      ),
      h2("5. Montaje higiénico"),
      numbers(
        "Separe el gabinete de la pared al menos 25 mm (1 pulg) con separadores de inoxidable, o séllelo por completo contra la pared, para que nada pueda anidar detrás.",
        "Use tornillería de inoxidable en todo el conjunto; un tornillo galvanizado en un gabinete de inoxidable se oxida y lo mancha en pocas semanas.",
        "Identifique con placas de inoxidable grabadas o etiquetas laminadas aptas para lavado; las etiquetas de papel no duran.",
      ),
      h2("6. Lista de inspección"),
      bullets(
        "Empaques íntegros, flexibles y continuos, sin cortes en las esquinas.",
        "Cierres trabados y firmes después de cada limpieza.",
        "Sin agua ni residuos en el fondo del gabinete.",
        "Todos los dispositivos de la puerta firmes y con su empaque en su lugar.",
      ),
      p("Para ver cómo encajan estos tableros en una planta, consulte [alimentos y bebidas](industry-food-beverage)."),
    ],
  },
});

export function whitePapers(): EditorialDoc[] {
  return [sccr, emergencyStops, washdown];
}
