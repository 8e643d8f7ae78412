export default function SignInPage() {
  return <main>SignInPage</main>;
}
