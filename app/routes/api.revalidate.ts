export async function action() {
  return new Response(null, { status: 204 });
}
