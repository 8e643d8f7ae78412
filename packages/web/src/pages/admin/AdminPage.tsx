export default function AdminPage() {
  return <main>AdminPage</main>;
}
