import { PolicyPage } from '../../components/content/policy-page';
import { Link } from '../../components/ui/link';

export function Component() {
  return (
    <PolicyPage
      title="Terms of Service"
      intro="The rules for using MathTools, written to be read. By using the site you agree to them."
    >
      <h2>1. Using MathTools</h2>
      <p>
        The tools are free and unlimited for personal and classroom use, and no registration is
        required. Please do not misuse the service, for example by overloading it with automated
        requests or trying to break its security.
      </p>
      <h2>2. Minimum age</h2>
      <p>
        You must be at least 13 years old to use MathTools without parental consent. If you are
        under 13, a parent or guardian must agree to these terms for you.
      </p>
      <h2>3. Learning, not a guarantee of grades</h2>
      <p>
        We work hard to make every result correct and every step clear, but MathTools is a learning
        aid. Use the steps to understand the method, and follow your school's rules about using
        tools for assessed work.
      </p>
      <h2>4. Premium packs and subscriptions</h2>
      <ul>
        <li>Premium learning packs are one-time payments; there is no subscription.</li>
        <li>
          The Pro and Master plans are billed monthly and come with a 7-day free trial, no card
          required.
        </li>
        <li>We will give you at least 30 days' notice before any price change takes effect.</li>
      </ul>
      <h2>5. Refunds</h2>
      <p>
        Every purchase is covered by a 30-day refund guarantee. If you are not satisfied,{' '}
        <Link to="/contact">contact us</Link> within 30 days of purchase for a full refund.
      </p>
      <h2>6. Closing your account and your data</h2>
      <p>
        You can stop using MathTools at any time. When you ask us to delete your account, your data
        is removed within 30 days, as described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <h2>7. Content</h2>
      <p>
        The explanations, problems and packs on MathTools are ours or licensed to us. You may use
        them for your own learning and teaching, but not republish or resell them.
      </p>
      <h2>8. Changes to these terms</h2>
      <p>
        We may update these terms. The date at the top shows the latest version; continuing to use
        MathTools after a change means you accept the updated terms.
      </p>
    </PolicyPage>
  );
}
