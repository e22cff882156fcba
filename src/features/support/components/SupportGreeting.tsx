/** Mr. Support's opening message: what it helps with. */
export function SupportGreeting() {
  return (
    <div className="mr-8 rounded-2xl rounded-tl-sm bg-subtle px-3 py-2">
      <p>Hi! I'm Mr. Support, your AI assistant. I can help you with:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        <li>Platform features and how-to guides</li>
        <li>Pricing and upgrades</li>
        <li>Technical/programming questions</li>
        <li>General AI and business advice</li>
      </ul>
      <p className="mt-1">What would you like to know?</p>
    </div>
  );
}
