export default function LandingPage() {
  return <main>Landing</main>;
}
