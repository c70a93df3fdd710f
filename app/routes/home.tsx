import { useT } from "~/i18n/useT";

export default function Home() {
  const { t } = useT();
  return <h1>{t("homeTitle")}</h1>;
}
