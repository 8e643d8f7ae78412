export default function AdminLoginPage() {
  return <main>AdminLoginPage</main>;
}
