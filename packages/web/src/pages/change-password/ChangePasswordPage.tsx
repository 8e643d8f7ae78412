export default function ChangePasswordPage() {
  return <main>ChangePasswordPage</main>;
}
