export default function Placeholder() {
  return <h1>Coming soon</h1>;
}
