/**
 * The short introduction shown on each category page, written per category in both languages.
 * A category missing here gets one composed from its title (see describeCategory) so a new
 * catalogue category never breaks the import.
 */
export const categoryDescriptions: Record<string, { en: string; es: string }> = {
  "push-buttons": {
    en: "Momentary and maintained push buttons, selector switches and emergency stops in 22 mm and 30 mm sizes, with NEMA and IEC ratings for every control panel.",
    es: "Pulsadores momentáneos y sostenidos, selectores y paros de emergencia de 22 mm y 30 mm, con clasificaciones NEMA e IEC para cualquier tablero de control.",
  },
  "pilot-lights": {
    en: "LED pilot lights and tower lights that show machine status at a glance, from compact 13 mm indicators to multi-tier signal towers.",
    es: "Pilotos luminosos LED y torres de señalización que muestran el estado de la máquina de un vistazo, desde indicadores compactos de 13 mm hasta torres de varios niveles.",
  },
  "control-stations": {
    en: "Pre-drilled and assembled push-button enclosures for local motor control. Choose the number of holes, the material and the NEMA rating, then fit the operators you need.",
    es: "Cajas para pulsadores perforadas y ensambladas para el control local de motores. Elija el número de orificios, el material y la clasificación NEMA, y monte los operadores que necesite.",
  },
  "contactors-relays": {
    en: "Contactors, overload relays, starters and relays for switching and protecting motors and control circuits.",
    es: "Contactores, relés de sobrecarga, arrancadores y relés para maniobrar y proteger motores y circuitos de control.",
  },
  "circuit-protection": {
    en: "Motor protection circuit breakers, miniature circuit breakers, disconnect switches and cam switches to isolate and protect your circuits.",
    es: "Guardamotores, interruptores termomagnéticos miniatura, seccionadores e interruptores de levas para aislar y proteger sus circuitos.",
  },
  "terminal-blocks": {
    en: "NEMA and IEC terminal blocks with end plates, jumpers and markers for tidy, well-documented panel wiring.",
    es: "Bloques de terminales NEMA e IEC con tapas finales, puentes y marcadores para un cableado de tablero ordenado y bien documentado.",
  },
  "enclosures-accessories": {
    en: "Wall-mount enclosures in steel, stainless steel and polycarbonate, with back panels and mounting accessories.",
    es: "Gabinetes de montaje en pared de acero, acero inoxidable y policarbonato, con placas de montaje y accesorios.",
  },
  wiring: {
    en: "Slotted wire duct and legend plates: the finishing pieces that keep a panel organized and clearly labelled.",
    es: "Canaleta ranurada y placas de leyenda: las piezas finales que mantienen un tablero ordenado y bien identificado.",
  },
  "22mm-nema-push-buttons": {
    en: "Rugged 22 mm push buttons rated NEMA 4/4X/13 for wash-down and dusty environments, in flush, extended and mushroom styles.",
    es: "Pulsadores robustos de 22 mm con clasificación NEMA 4/4X/13 para ambientes de lavado y polvo, en versiones rasante, saliente y de hongo.",
  },
  "22mm-iec-push-buttons": {
    en: "Compact 22 mm IEC push buttons in plastic or metal bezels, with snap-on contact blocks for fast assembly.",
    es: "Pulsadores IEC compactos de 22 mm con bisel de plástico o metal y bloques de contactos a presión para un montaje rápido.",
  },
  "30mm-push-buttons": {
    en: "Heavy-duty 30 mm push buttons for traditional North American panels, with large caps that are easy to press with gloves on.",
    es: "Pulsadores de 30 mm de servicio pesado para tableros norteamericanos tradicionales, con capuchones grandes fáciles de presionar con guantes.",
  },
  "22mm-selector-switches": {
    en: "22 mm selector switches with two or three positions, maintained or spring return, in knob and key-operated versions.",
    es: "Selectores de 22 mm de dos o tres posiciones, sostenidos o con retorno por resorte, con perilla o de llave.",
  },
  "30mm-selector-switches": {
    en: "30 mm selector switches for heavy-duty control panels, with two or three positions and knob or lever operators.",
    es: "Selectores de 30 mm para tableros de control de servicio pesado, de dos o tres posiciones, con perilla o palanca.",
  },
  "22mm-emergency-stops": {
    en: "Red mushroom-head emergency stops in 22 mm, twist or pull to release, for machine safety circuits.",
    es: "Paros de emergencia de 22 mm con cabeza de hongo roja, con desenclave por giro o tirón, para circuitos de seguridad de máquinas.",
  },
  "30mm-emergency-stops": {
    en: "30 mm emergency stops with large mushroom heads, easy to find and hit when a machine has to stop now.",
    es: "Paros de emergencia de 30 mm con cabeza de hongo grande, fáciles de ubicar y accionar cuando una máquina debe detenerse de inmediato.",
  },
  "13mm-pilot-lights": {
    en: "Miniature 13 mm LED indicators for crowded panels and equipment fronts where space is tight.",
    es: "Indicadores LED miniatura de 13 mm para tableros saturados y frentes de equipo con poco espacio.",
  },
  "22mm-pilot-lights": {
    en: "22 mm LED pilot lights in standard colors and voltages, bright enough to read across the plant floor.",
    es: "Pilotos luminosos LED de 22 mm en colores y tensiones estándar, visibles desde cualquier punto de la planta.",
  },
  "30mm-pilot-lights": {
    en: "30 mm LED pilot lights that match 30 mm push buttons, with long-life LEDs and wide voltage ranges.",
    es: "Pilotos luminosos LED de 30 mm que combinan con los pulsadores de 30 mm, con LED de larga duración y amplios rangos de tensión.",
  },
  "world-tower-lights": {
    en: "Stackable signal towers with steady, flashing and buzzer modules to show machine status from across the floor.",
    es: "Torres de señalización apilables con módulos fijos, intermitentes y con zumbador para mostrar el estado de la máquina a distancia.",
  },
  "contactors-control-relays": {
    en: "IEC contactors with AC-3 ratings for motor switching, plus control relays and add-on auxiliary contacts.",
    es: "Contactores IEC con clasificación AC-3 para maniobra de motores, además de relés de control y contactos auxiliares acoplables.",
  },
  "definite-purpose-contactors": {
    en: "Definite purpose contactors for HVAC, refrigeration and pump loads, in one-, two- and three-pole versions.",
    es: "Contactores de propósito definido para cargas de climatización, refrigeración y bombeo, en versiones de uno, dos y tres polos.",
  },
  "overload-relays": {
    en: "Thermal overload relays that mount directly under the contactor and protect motors against sustained overcurrent and phase loss.",
    es: "Relés térmicos de sobrecarga que se montan directamente bajo el contactor y protegen los motores contra sobrecorrientes prolongadas y pérdida de fase.",
  },
  "direct-on-line-starters": {
    en: "Enclosed direct-on-line starters combining a contactor and an overload relay, ready to wire to the motor.",
    es: "Arrancadores directos en gabinete que combinan contactor y relé de sobrecarga, listos para conectar al motor.",
  },
  "general-purpose-relays": {
    en: "Plug-in general purpose relays with 8- and 11-pin bases and matching DIN-rail sockets for control and interface circuits.",
    es: "Relés enchufables de uso general con bases de 8 y 11 pines y sus zócalos para riel DIN, para circuitos de control e interfaz.",
  },
  "electronic-timing-relays": {
    en: "Multifunction electronic timing relays for on-delay, off-delay and cycling control with wide timing ranges.",
    es: "Relés temporizadores electrónicos multifunción para retardo a la conexión, a la desconexión y control cíclico, con amplios rangos de tiempo.",
  },
  "motor-protection-circuit-breakers": {
    en: "Manual motor protectors with adjustable thermal trip and magnetic short-circuit protection in one compact device.",
    es: "Guardamotores manuales con disparo térmico ajustable y protección magnética contra cortocircuito en un solo equipo compacto.",
  },
  "miniature-circuit-breakers": {
    en: "DIN-rail miniature circuit breakers in B, C and D curves, from one to three poles, for branch and control circuit protection.",
    es: "Interruptores termomagnéticos miniatura para riel DIN, curvas B, C y D, de uno a tres polos, para proteger circuitos derivados y de control.",
  },
  "disconnect-switches": {
    en: "Rotary disconnect switches that lock out power safely before maintenance, with door-mounted or direct handles.",
    es: "Seccionadores rotativos que cortan la energía con seguridad antes del mantenimiento, con manija en puerta o directa.",
  },
  "cam-switches": {
    en: "Cam switches for on-off, changeover and multi-step switching in control and motor circuits.",
    es: "Interruptores de levas para conmutación encendido-apagado, de transferencia y por pasos en circuitos de control y de motores.",
  },
  "nema-terminal-blocks": {
    en: "Panel-mount NEMA terminal blocks with screw clamps, sized for North American wire gauges.",
    es: "Bloques de terminales NEMA de montaje en panel con bornes de tornillo, dimensionados para calibres de cable norteamericanos.",
  },
  "iec-terminal-blocks": {
    en: "DIN-rail IEC terminal blocks in screw and spring-clamp styles, with end plates, jumpers and markers.",
    es: "Bloques de terminales IEC para riel DIN con borne de tornillo o de resorte, con tapas finales, puentes y marcadores.",
  },
  enclosures: {
    en: "Wall-mount enclosures in painted steel, stainless steel and polycarbonate, rated NEMA 4, 4X and 12.",
    es: "Gabinetes de montaje en pared de acero pintado, acero inoxidable y policarbonato, con clasificación NEMA 4, 4X y 12.",
  },
  "wire-duct": {
    en: "Slotted PVC wire duct with covers, sold in full packages of two-meter lengths to keep panel wiring neat and easy to trace.",
    es: "Canaleta ranurada de PVC con tapa, vendida en paquetes completos de tramos de dos metros para mantener el cableado del tablero ordenado y fácil de seguir.",
  },
  "legend-plates": {
    en: "Legend plates for 22 mm and 30 mm operators, blank or pre-printed with common functions such as START, STOP and RESET.",
    es: "Placas de leyenda para operadores de 22 mm y 30 mm, en blanco o con funciones comunes impresas como ARRANQUE, PARO y RESTABLECER.",
  },
};

/** A neutral sentence for a category with no written description. */
export function describeCategory(slug: string, title: { en: string; es: string }): { en: string; es: string } {
  return (
    categoryDescriptions[slug] ?? {
      en: `Browse our range of ${title.en.toLowerCase()}, shipped from Pittsburgh, PA.`,
      es: `Consulte nuestra línea de ${title.es.toLowerCase()}, con envío desde Pittsburgh, PA.`,
    }
  );
}
