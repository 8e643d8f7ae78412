export default function ResetPasswordPage() {
  return <main>ResetPasswordPage</main>;
}
