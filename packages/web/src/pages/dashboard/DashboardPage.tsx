export default function DashboardPage() {
  return <main>DashboardPage</main>;
}
