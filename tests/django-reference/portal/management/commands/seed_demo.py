"""
Loads the portal's demo data (the JSON the TypeScript launcher writes from
service/seed/data.ts, so both backends start with the same accounts and courses).
"""
import json
import shutil
from decimal import Decimal
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from portal.models import (
    HomeSlider,
    Order,
    PmtCategory,
    PmtSlider,
    ProPmtService,
    PurchasedService,
    User,
)


class Command(BaseCommand):
    help = "Creates the demo accounts, PMT categories, courses and sliders."

    def add_arguments(self, parser):
        parser.add_argument("seed_file")

    def handle(self, *args, **options):
        seed = json.loads(Path(options["seed_file"]).read_text())
        media = Path(settings.MEDIA_ROOT) / "sliders"
        media.mkdir(parents=True, exist_ok=True)

        categories = {}
        for item in seed["categories"]:
            categories[item["slug"]] = PmtCategory.objects.create(name=item["name"], slug=item["slug"])
        courses = {}
        for item in seed["courses"]:
            courses[item["slug"]] = ProPmtService.objects.create(
                title=item["title"],
                category=categories[item["category"]],
                description=item["description"],
                price=Decimal(item["price"]),
            )
        for model, slides in ((HomeSlider, seed["homeSlides"]), (PmtSlider, seed["pmtSlides"])):
            for item in slides:
                source = Path(item["file"])
                if source.exists():
                    shutil.copy(source, media / source.name)
                model.objects.create(title=item["title"], image=f"sliders/{source.name}", link=item["link"])
        for item in seed["accounts"]:
            user = User(
                username=item["email"],
                email=item["email"],
                name=item["name"],
                phonenumber=item["phonenumber"],
                access_for=item["access_for"],
                abc_coins=item["abc_coins"],
                **item["entitlements"],
            )
            user.set_password(seed["password"])
            user.save()
            if item.get("paidCourse"):
                course = courses[item["paidCourse"]]
                Order.objects.create(user=user, service=course, amount=course.price, status="paid")
                PurchasedService.objects.create(user=user, service=course)
        self.stdout.write("Demo data loaded.")
