export default function PasswordResetPage() {
  return <main>PasswordResetPage</main>;
}
