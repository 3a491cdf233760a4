import { PolicyPage } from '../../components/content/policy-page';
import { Link } from '../../components/ui/link';
import { SUPPORT_EMAIL } from '../site';

export function Component() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro="We collect as little as we can, use it only to run MathTools, and never sell it."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Nothing to use the tools.</strong> Calculators and converters run in your browser;
          the numbers you type are not sent to us.
        </li>
        <li>
          <strong>Practice progress.</strong> An anonymous cookie lets us keep your streak and
          problems completed for your browser. It holds no name or email.
        </li>
        <li>
          <strong>Class links.</strong> A teacher's account is a passkey: we keep its public key and
          the hash of a recovery code, never an email or a name. A student who joins a teacher's set
          gives a nickname only (we ask them not to use their full name); we keep that nickname,
          their working and answers on the set's problems, and a cookie that lets them come back to
          it. Only the teacher who made the set sees them.
        </li>
        <li>
          <strong>Newsletter.</strong> Your email address, if you subscribe.
        </li>
        <li>
          <strong>Contact messages.</strong> The name, email, subject and message you send us.
        </li>
        <li>
          <strong>Purchases.</strong> Payments are handled by our card processor, Stripe. We receive
          the order details and a payment status, never your full card number.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use this information to provide the service, answer your messages, send the newsletter
        you asked for, deliver what you bought and keep MathTools secure. We do not sell or rent
        personal information, and we do not show third-party advertising.
      </p>
      <h2>Cookies</h2>
      <p>
        We use one first-party cookie to remember your practice progress and a setting in your
        browser's local storage to remember your light or dark theme. On class links, one cookie
        keeps a teacher signed in, and one lets a student come back to the set they joined. We do
        not use advertising or cross-site tracking cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep information only as long as we need it. When you ask us to delete your data or your
        account, we remove it from our systems within 30 days. You can unsubscribe from the
        newsletter at any time using the link in every email. A class set's students, their
        nicknames, working and answers are deleted automatically 30 days after the set closes; the
        teacher can download them as a CSV file before then.
      </p>
      <h2>Children</h2>
      <p>
        MathTools is made for learners of all ages, but users under 13 may only give us personal
        information (such as an email address) with a parent's or guardian's consent. If you believe
        a child under 13 has done so without consent, contact us and we will delete it.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete the personal information we hold about you. Write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
        <Link to="/contact">contact form</Link>; we respond within 24 hours.
      </p>
      <h2>Changes to this policy</h2>
      <p>
        If we change this policy we will update the date at the top of this page, and for
        significant changes we will tell newsletter subscribers by email.
      </p>
    </PolicyPage>
  );
}
