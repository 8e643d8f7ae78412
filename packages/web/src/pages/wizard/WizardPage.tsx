export default function WizardPage() {
  return <main>Wizard</main>;
}
