import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Home",
    "Courses for PMT aspirants, pharma sales training, ayurvedic wellness and guidance for careers and small businesses.",
  );

// Interim copy: the content issue (#4) moves the home page into the CMS.
const SERVICE_LINES = [
  {
    title: "PMT Aspirants",
    to: "/pmt-aspirants",
    text: "Structured preparation for medical entrance exams: live classes, mock tests and mentors who have cleared them.",
  },
  {
    title: "Pharma Edge",
    to: "/PharmaEdge-about",
    text: "Sales and product training for people building a career in pharmaceuticals.",
  },
  {
    title: "RepHub",
    to: "/rephub",
    text: "A working hub for medical representatives: territories, call plans and peer learning.",
  },
  {
    title: "Shatayu",
    to: "/shatayu-about",
    text: "Ayurvedic routines and consultations for a long and healthy life.",
  },
  {
    title: "Astira",
    to: "/astira",
    text: "Short courses that turn curiosity into practical skill, at your own pace.",
  },
  {
    title: "Guidance",
    to: "/service",
    text: "Education, career, micro-business and spiritual guidance from people who have walked the road.",
  },
] as const;

const FIGURES = [
  { value: "12,000+", label: "learners guided since 2016" },
  { value: "9", label: "service lines under one account" },
  { value: "4.8 / 5", label: "average rating from our students" },
] as const;

export default function Home() {
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow">Learning · Health · Enterprise</p>
          <h1 className="hero__title">Grow with guidance that stays with you.</h1>
          <p className="hero__lead">
            One account opens courses for medical entrance, pharma careers, ayurvedic wellness and
            guidance for your work and life. Learn with mentors, earn coins and pick up where you
            left off.
          </p>
          <div className="hero__actions">
            <Link to="/service" className="button button--accent">
              Explore our services
            </Link>
            <Link to="/contact" className="button button--on-dark">
              Talk to us
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="home-services">
        <div className="container">
          <div className="section__intro" data-reveal="">
            <p className="eyebrow">What we do</p>
            <h2 id="home-services">Six paths, one place to begin</h2>
          </div>
          <ul className="card-grid">
            {SERVICE_LINES.map((line) => (
              <li key={line.title} className="card" data-reveal="">
                <h3 className="card__title">
                  <Link to={line.to} className="card__link">
                    {line.title}
                  </Link>
                </h3>
                <p>{line.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="home-figures">
        <div className="container">
          <h2 id="home-figures" className="visually-hidden">
            In numbers
          </h2>
          <ul className="figures">
            {FIGURES.map((figure) => (
              <li key={figure.label} className="figure" data-reveal="">
                <strong className="figure__value">{figure.value}</strong>
                <span className="figure__label">{figure.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="home-cta">
        <div className="container cta" data-reveal="">
          <h2 id="home-cta">Ready when you are</h2>
          <p>
            Create your account in a minute; our team will get in touch about the modules you need.
          </p>
          <Link to="/Signup" className="button button--primary">
            Create your account
          </Link>
        </div>
      </section>
    </>
  );
}
